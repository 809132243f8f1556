/* spring-ai-ts, Apache-2.0. The named fields of a MiniMax chat request and their wire names (internal). */
import type { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import type { FunctionTool } from '../FunctionTool.js';
import type { ResponseFormat } from '../ResponseFormat.js';

/** The fields a MiniMax chat request carries; `undefined` fields are left off the wire. */
export interface ChatCompletionRequestFields {
  readonly messages: ChatCompletionMessage[] | undefined;
  readonly model: string | undefined;
  readonly frequencyPenalty: number | undefined;
  readonly maxTokens: number | undefined;
  readonly n: number | undefined;
  readonly presencePenalty: number | undefined;
  readonly responseFormat: ResponseFormat | undefined;
  readonly seed: number | undefined;
  readonly stop: string[] | undefined;
  readonly stream: boolean | undefined;
  readonly temperature: number | undefined;
  readonly topP: number | undefined;
  readonly maskSensitiveInfo: boolean | undefined;
  readonly tools: FunctionTool[] | undefined;
  /** A string (`auto`, `none`) or an object naming a function. */
  readonly toolChoice: unknown;
}

/** Each field's JSON name, in the order the request is serialized. */
export const WIRE_NAMES: { readonly [K in keyof ChatCompletionRequestFields]-?: string } = {
  messages: 'messages',
  model: 'model',
  frequencyPenalty: 'frequency_penalty',
  maxTokens: 'max_tokens',
  n: 'n',
  presencePenalty: 'presence_penalty',
  responseFormat: 'response_format',
  seed: 'seed',
  stop: 'stop',
  stream: 'stream',
  temperature: 'temperature',
  topP: 'top_p',
  maskSensitiveInfo: 'mask_sensitive_info',
  tools: 'tools',
  toolChoice: 'tool_choice',
};
