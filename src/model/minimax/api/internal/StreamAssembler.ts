/* spring-ai-ts, Apache-2.0. Internal: MiniMax's quirks in its chat completion stream. */
import { ChatStreamAssembler, detach } from '../../../openai-compatible/ChatStreamAssembler.js';
import type { Json } from '../../../openai-compatible/OpenAiCompatibleClient.js';
import type { OpenAiCompatibleProvider } from '../../../openai-compatible/OpenAiCompatibleProvider.js';
import { ChatCompletionChunk } from '../ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from '../ChatCompletionFinishReason.js';
import { ChatCompletionFunction } from '../ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../ChatCompletionMessageRole.js';
import { ChatCompletionToolCall } from '../ChatCompletionToolCall.js';
import type { ChatCompletionUsage } from '../ChatCompletionUsage.js';
import { ChunkChoice } from '../ChunkChoice.js';
import { baseRespError, type ErrorMapping, streamErrorObject } from './errors.js';
import { parseUsage } from './wire.js';

const OPEN = '<think>';
const CLOSE = '</think>';
const ASSISTANT = ChatCompletionMessageRole.ASSISTANT;

/** The length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialTag(text: string, tag: string): number {
  for (let k = Math.min(tag.length - 1, text.length); k > 0; k--) {
    if (text.endsWith(tag.slice(0, k))) return k;
  }
  return 0;
}

/**
 * MiniMax's stream on the OpenAI-compatible reading:
 * - text deltas pass through one by one, reasoning split out (`<think>` across chunk
 *   boundaries, or `reasoning_content`/`reasoning_details`, incremental or cumulative);
 * - merged tool calls are emitted once, on the finishing chunk;
 * - the v2 `chat.completion` summary only contributes its finish reason and usage;
 * - `base_resp` errors and top-level `error` objects raise MiniMax's typed errors.
 */
export class StreamAssembler extends ChatStreamAssembler<ChatCompletionChunk, ChatCompletionUsage> {
  /** Chunks seen since the first one that carried a tool call (Spring merges them into one). */
  private toolWindowChunks = 0;
  private thinkState: 'detect' | 'inside' | 'after' | 'text' = 'detect';
  private pending = '';
  private structured = false;
  private detailsText = '';
  private detailsTemplate: Json | undefined;

  constructor(
    provider: OpenAiCompatibleProvider,
    private readonly mapping: ErrorMapping,
  ) {
    super(provider);
  }

  protected override checkEvent(json: Json): void {
    super.checkEvent(json);
    const baseResp = json['base_resp'] as Json | undefined;
    if (baseResp !== undefined && baseResp !== null && typeof baseResp['status_code'] === 'number' && baseResp['status_code'] !== 0) {
      throw baseRespError(baseResp['status_code'], String(baseResp['status_msg'] ?? ''), this.mapping);
    }
  }

  protected override isSummary(json: Json): boolean {
    // The v2 summary repeats the whole message.
    return json['object'] === 'chat.completion';
  }

  protected eventError(error: Json): Error {
    return streamErrorObject(error, this.mapping);
  }

  protected parseUsage(value: unknown): ChatCompletionUsage | undefined {
    return parseUsage(value);
  }

  protected totalTokens(usage: ChatCompletionUsage): number | undefined {
    return usage.totalTokens();
  }

  protected usageChunk(usage: ChatCompletionUsage): ChatCompletionChunk {
    return new ChatCompletionChunk(this.id, [], this.created, this.model, this.fingerprint, 'chat.completion.chunk', usage);
  }

  protected delta(delta: Json, finishing: boolean): ChatCompletionChunk | undefined {
    let text = '';
    let reasoning = '';
    const content = delta['content'];
    if (typeof content === 'string' && content !== '') {
      if (this.thinkState === 'text') text = content;
      else [text, reasoning] = this.splitThink(content);
      if (this.structured) reasoning = '';
    }
    const structured = this.structuredReasoning(delta);
    if (structured !== undefined) reasoning = structured;
    if (this.toolCalls.size > 0) this.toolWindowChunks++;
    let calls: ChatCompletionToolCall[] | undefined;
    let details: Json[] | undefined;
    if (finishing) {
      if (this.pending !== '') {
        if (this.thinkState === 'inside') reasoning += this.pending;
        else text += this.pending;
        this.pending = '';
      }
      if (this.toolCalls.size > 0) {
        calls = this.toolCalls
          .take()
          .map((call) => new ChatCompletionToolCall(call.id, call.type ?? 'function', new ChatCompletionFunction(call.name, call.arguments === '' ? '{}' : call.arguments)));
        if (this.detailsTemplate !== undefined) details = [{ ...this.detailsTemplate, text: this.detailsText }];
      }
    }
    if (text === '' && reasoning === '' && calls === undefined && !this.finished) return undefined;
    // A chunk without content and reasoning (a plain tool call's) reads as Spring reads it: a tool
    // call that came in one chunk has no content (its round goes back to MiniMax without
    // `content`); one merged from several chunks has "", which Spring's chunk merger puts there.
    const noContent = text === '' && reasoning === '' && details === undefined && (content === undefined || content === null);
    const merged = this.toolWindowChunks > 1;
    if (calls !== undefined) this.toolWindowChunks = 0;
    const message = new ChatCompletionMessage(
      noContent && !merged ? undefined : detach(text),
      ASSISTANT,
      undefined,
      undefined,
      calls,
      reasoning === '' ? undefined : detach(reasoning),
      details,
    );
    const finish = this.finished ? ChatCompletionFinishReason.fromValue(this.finishReason) : undefined;
    const choice = new ChunkChoice(finish, 0, message, undefined);
    return new ChatCompletionChunk(this.id, [choice], this.created, this.model, this.fingerprint, 'chat.completion.chunk');
  }

  /** Inline `<think>…</think>` at the start of the content, tags possibly split across chunks. */
  private splitThink(piece: string): [string, string] {
    let buffer = this.pending + piece;
    this.pending = '';
    if (this.thinkState === 'detect') {
      const lead = buffer.search(/\S/);
      if (lead < 0) {
        this.pending = buffer;
        return ['', ''];
      }
      const rest = buffer.slice(lead);
      if (rest.startsWith(OPEN)) {
        this.thinkState = 'inside';
        buffer = rest.slice(OPEN.length);
      } else if (OPEN.startsWith(rest)) {
        this.pending = buffer;
        return ['', ''];
      } else {
        this.thinkState = 'text';
        return [buffer, ''];
      }
    }
    if (this.thinkState === 'inside') {
      const close = buffer.indexOf(CLOSE);
      if (close < 0) {
        const keep = partialTag(buffer, CLOSE);
        this.pending = buffer.slice(buffer.length - keep);
        return ['', buffer.slice(0, buffer.length - keep)];
      }
      const reasoning = buffer.slice(0, close);
      this.thinkState = 'after';
      return [this.afterThink(buffer.slice(close + CLOSE.length)), reasoning];
    }
    return [this.afterThink(buffer), ''];
  }

  /** Drops the blank lines between `</think>` and the answer. */
  private afterThink(text: string): string {
    const trimmed = text.replace(/^\s+/, '');
    if (trimmed !== '') this.thinkState = 'text';
    return trimmed;
  }

  /** `reasoning_details` (preferred) or `reasoning_content`; cumulative snapshots become their new suffix. */
  private structuredReasoning(delta: Json): string | undefined {
    const details = delta['reasoning_details'];
    let text: string | undefined;
    if (Array.isArray(details) && details.length > 0) {
      this.detailsTemplate ??= { ...(details[0] as Json) };
      text = '';
      for (const detail of details as Json[]) if (typeof detail['text'] === 'string') text += detail['text'];
    } else if (typeof delta['reasoning_content'] === 'string' && delta['reasoning_content'] !== '' && this.detailsTemplate === undefined) {
      text = delta['reasoning_content'];
    }
    if (text === undefined || text === '') return undefined;
    this.structured = true;
    if (this.detailsText !== '' && text.startsWith(this.detailsText)) {
      const piece = text.slice(this.detailsText.length);
      this.detailsText = text;
      return piece;
    }
    this.detailsText += text;
    return text;
  }
}
