/* spring-ai-ts, Apache-2.0. Internal: MiniMax JSON bodies → the ported records. */
import { BaseResponse } from '../BaseResponse.js';
import { ChatCompletion } from '../ChatCompletion.js';
import { ChatCompletionChoice } from '../ChatCompletionChoice.js';
import { ChatCompletionFinishReason } from '../ChatCompletionFinishReason.js';
import { ChatCompletionFunction } from '../ChatCompletionFunction.js';
import { ChatCompletionMediaContent } from '../ChatCompletionMediaContent.js';
import { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../ChatCompletionMessageRole.js';
import { ChatCompletionToolCall } from '../ChatCompletionToolCall.js';
import { ChatCompletionUsage } from '../ChatCompletionUsage.js';
import { LogProbs } from '../LogProbs.js';
import type { Json } from '../../../openai-compatible/OpenAiCompatibleClient.js';

/** A leading `<think>…</think>` block and the blank lines after it. */
const THINK_BLOCK = /^\s*<think>([\s\S]*?)<\/think>\s*/;

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const obj = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;

/** `usage` → record (`undefined` for `null`). */
export function parseUsage(value: unknown): ChatCompletionUsage | undefined {
  const usage = obj(value);
  if (usage === undefined) return undefined;
  const details = obj(usage['completion_tokens_details']);
  return new ChatCompletionUsage(
    num(usage['completion_tokens']),
    num(usage['prompt_tokens']),
    num(usage['total_tokens']),
    num(details?.['reasoning_tokens']),
  );
}

/** `base_resp` → record. */
export function parseBaseResp(value: unknown): BaseResponse | undefined {
  const baseResp = obj(value);
  return baseResp === undefined ? undefined : new BaseResponse(num(baseResp['status_code']), str(baseResp['status_msg']));
}

/** A wire tool call → record. */
export function parseToolCall(value: unknown): ChatCompletionToolCall {
  const call = obj(value) ?? {};
  const fn = obj(call['function']);
  return new ChatCompletionToolCall(
    str(call['id']),
    str(call['type']),
    fn === undefined ? undefined : new ChatCompletionFunction(str(fn['name']), str(fn['arguments'])),
  );
}

/** A wire message (with `<think>` left in the content; the caller splits it). */
export function parseMessage(value: unknown): ChatCompletionMessage | undefined {
  const message = obj(value);
  if (message === undefined) return undefined;
  const content = message['content'];
  const rawContent = Array.isArray(content)
    ? content.map((part) => {
        const p = obj(part) ?? {};
        const image = obj(p['image_url']);
        return new ChatCompletionMediaContent(
          str(p['type']) ?? 'text',
          str(p['text']),
          image === undefined ? undefined : new ChatCompletionMediaContent.ImageUrl(str(image['url']) ?? '', str(image['detail'])),
        );
      })
    : str(content);
  const toolCalls = Array.isArray(message['tool_calls']) ? message['tool_calls'].map(parseToolCall) : undefined;
  const details = Array.isArray(message['reasoning_details']) ? (message['reasoning_details'] as Json[]) : undefined;
  let text = rawContent;
  let inline: string | undefined;
  if (typeof text === 'string') {
    const think = THINK_BLOCK.exec(text);
    if (think !== null) {
      inline = think[1];
      text = text.slice(think[0].length);
    }
  }
  return new ChatCompletionMessage(
    text,
    ChatCompletionMessageRole.fromValue(message['role']),
    str(message['name']),
    str(message['tool_call_id']),
    toolCalls,
    details?.map((d) => str(d['text']) ?? '').join('') ?? str(message['reasoning_content']) ?? inline,
    details,
  );
}

/** A complete (non-streamed) body → {@link ChatCompletion}. */
export function parseCompletion(json: Json): ChatCompletion {
  const choices = Array.isArray(json['choices'])
    ? json['choices'].map((value) => {
        const choice = obj(value) ?? {};
        const logprobs = obj(choice['logprobs']);
        return new ChatCompletionChoice(
          ChatCompletionFinishReason.fromValue(choice['finish_reason']),
          num(choice['index']),
          parseMessage(choice['message']),
          Array.isArray(choice['messages'])
            ? choice['messages'].map(parseMessage).filter((m): m is ChatCompletionMessage => m !== undefined)
            : undefined,
          logprobs === undefined ? undefined : new LogProbs(logprobs['content'] as Json[] | undefined),
        );
      })
    : undefined;
  return new ChatCompletion(
    str(json['id']),
    choices,
    num(json['created']),
    str(json['model']),
    str(json['system_fingerprint']),
    str(json['object']),
    parseBaseResp(json['base_resp']),
    parseUsage(json['usage']),
  );
}
