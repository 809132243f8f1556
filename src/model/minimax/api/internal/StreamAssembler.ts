/* spring-ai-ts, Apache-2.0. Internal: MiniMax SSE events → ChatCompletionChunks, with every quirk of MiniMax's stream. */
import { TransientAiException } from '../../../../retry/TransientAiException.js';
import { ChatCompletionChunk } from '../ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from '../ChatCompletionFinishReason.js';
import { ChatCompletionFunction } from '../ChatCompletionFunction.js';
import { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../ChatCompletionMessageRole.js';
import { ChatCompletionToolCall } from '../ChatCompletionToolCall.js';
import type { ChatCompletionUsage } from '../ChatCompletionUsage.js';
import { ChunkChoice } from '../ChunkChoice.js';
import { MiniMaxStreamException } from '../MiniMaxStreamException.js';
import { baseRespError, type ErrorMapping, streamErrorObject } from './errors.js';
import { type Json, parseUsage } from './wire.js';

const OPEN = '<think>';
const CLOSE = '</think>';
const ASSISTANT = ChatCompletionMessageRole.ASSISTANT;

interface OpenCall {
  id: string | undefined;
  type: string | undefined;
  name: string | undefined;
  args: string;
  index: number | undefined;
}

/**
 * A copy of `text` that does not keep its source alive. V8 returns short strings parsed out of
 * a larger one (`JSON.parse` values, `slice`) as views into it, so one retained 16-character delta
 * would pin the whole network read it came from; whoever keeps the deltas (MessageAggregator,
 * a caller concatenating the answer) would hold every byte of the stream. Concatenating and then
 * slicing flattens into a fresh string.
 */
function detach(text: string): string {
  return text.length < 13 ? text : `${text} `.slice(0, -1);
}

function detachOptional(value: unknown): string | undefined {
  return typeof value === 'string' ? detach(value) : undefined;
}

/** The length of the longest suffix of `text` that is a proper prefix of `tag`. */
function partialTag(text: string, tag: string): number {
  for (let k = Math.min(tag.length - 1, text.length); k > 0; k--) {
    if (text.endsWith(tag.slice(0, k))) return k;
  }
  return 0;
}

/**
 * Turns the `data:` payloads of one MiniMax stream into chunks:
 * - text deltas pass through one by one, reasoning split out (`<think>` across chunk
 *   boundaries, or `reasoning_content`/`reasoning_details`, incremental or cumulative);
 * - tool-call fragments (whole, without `index`, with empty continuation ids, several per
 *   chunk, reused `index`) are merged and emitted once, on the finishing chunk;
 * - the `choices: []` usage chunk and the v2 `chat.completion` summary only contribute usage;
 * - `base_resp` errors and top-level `error` objects raise typed errors;
 * - chunks after the finish are ignored; an end without a finish is a truncation.
 */
export class StreamAssembler {
  private id: string | undefined;
  private created: number | undefined;
  private model: string | undefined;
  private fingerprint: string | undefined;
  private usage: ChatCompletionUsage | undefined;
  private finish: ChatCompletionFinishReason | undefined;
  private finishSeen = false;
  /**
   * The deltas since the first one with tool calls, up to the finish: Spring's stream merges them
   * into one message whose content is a string (`""` at least); a single one keeps its own
   * content, which is absent when the delta had none.
   */
  private toolCallDeltas = 0;
  private toolCallContent = false;
  private calls: OpenCall[] = [];
  private thinkState: 'detect' | 'inside' | 'after' | 'text' = 'detect';
  private pending = '';
  private structured = false;
  private detailsText = '';
  private detailsTemplate: Json | undefined;

  constructor(private readonly mapping: ErrorMapping) {}

  /** One `data:` payload; the chunk to emit, if any. */
  accept(data: string): ChatCompletionChunk | undefined {
    if (data === '[DONE]') return undefined;
    let json: Json;
    try {
      json = JSON.parse(data) as Json;
    } catch (error) {
      throw new TransientAiException(`Malformed MiniMax stream event: ${data.slice(0, 200)}`, error);
    }
    if (json === null || typeof json !== 'object') return undefined;
    const error = json['error'];
    if (error !== undefined && error !== null) throw streamErrorObject(error as Json, this.mapping);
    const baseResp = json['base_resp'] as Json | undefined;
    if (baseResp !== undefined && baseResp !== null && typeof baseResp['status_code'] === 'number' && baseResp['status_code'] !== 0) {
      throw baseRespError(baseResp['status_code'], String(baseResp['status_msg'] ?? ''), this.mapping);
    }
    const usage = json['usage'];
    if (usage !== undefined && usage !== null) this.noteUsage(usage);
    if (this.id === undefined) {
      // Detached: these live as long as the stream and would pin the first network read.
      this.id = detachOptional(json['id']);
      this.created = json['created'] as number | undefined;
      this.model = detachOptional(json['model']);
      this.fingerprint = detachOptional(json['system_fingerprint']);
    }
    const choices = json['choices'] as Json[] | null | undefined;
    if (!Array.isArray(choices) || choices.length === 0) return undefined;
    const choice = choices[0] as Json;
    const delta = choice['delta'] as Json | undefined | null;
    if (json['object'] === 'chat.completion' || delta === undefined || delta === null) {
      // The v2 summary repeats the whole message: only its finish reason and usage count.
      if (!this.finishSeen && typeof choice['finish_reason'] === 'string') this.markFinish(choice['finish_reason']);
      return undefined;
    }
    if (this.finishSeen) return undefined;
    return this.delta(delta, choice['finish_reason']);
  }

  /** The end of the body: flushes what is pending; throws when the stream was cut. */
  end(): ChatCompletionChunk[] {
    const out: ChatCompletionChunk[] = [];
    if (!this.finishSeen) {
      throw new MiniMaxStreamException('The MiniMax stream ended before a finish_reason: the response is truncated', 'truncated');
    }
    if (this.usage !== undefined) {
      out.push(new ChatCompletionChunk(this.id, [], this.created, this.model, this.fingerprint, 'chat.completion.chunk', this.usage));
    }
    return out;
  }

  private delta(delta: Json, finishReason: unknown): ChatCompletionChunk | undefined {
    let text = '';
    let reasoning = '';
    const content = delta['content'];
    if (this.toolCallDeltas > 0 || (Array.isArray(delta['tool_calls']) && (delta['tool_calls'] as Json[]).length > 0)) {
      this.toolCallDeltas++;
      if (typeof content === 'string') this.toolCallContent = true;
    }
    if (typeof content === 'string' && content !== '') {
      if (this.thinkState === 'text') text = content;
      else [text, reasoning] = this.splitThink(content);
      if (this.structured) reasoning = '';
    }
    const structured = this.structuredReasoning(delta);
    if (structured !== undefined) reasoning = structured;
    const toolCalls = delta['tool_calls'];
    if (Array.isArray(toolCalls) && toolCalls.length > 0) this.mergeToolCalls(toolCalls as Json[]);
    let calls: ChatCompletionToolCall[] | undefined;
    let details: Json[] | undefined;
    if (typeof finishReason === 'string' && finishReason !== '') {
      this.markFinish(finishReason);
      if (this.pending !== '') {
        if (this.thinkState === 'inside') reasoning += this.pending;
        else text += this.pending;
        this.pending = '';
      }
      if (this.calls.length > 0) {
        calls = this.calls.map(
          (call) => new ChatCompletionToolCall(call.id, call.type ?? 'function', new ChatCompletionFunction(call.name, call.args === '' ? '{}' : call.args)),
        );
        this.calls = [];
        if (this.detailsTemplate !== undefined) details = [{ ...this.detailsTemplate, text: this.detailsText }];
      }
    }
    if (text === '' && reasoning === '' && calls === undefined && !this.finishSeen) return undefined;
    const message = new ChatCompletionMessage(
      calls !== undefined && text === '' && this.toolCallDeltas === 1 && !this.toolCallContent ? undefined : detach(text),
      ASSISTANT,
      undefined,
      undefined,
      calls,
      reasoning === '' ? undefined : detach(reasoning),
      details,
    );
    const choice = new ChunkChoice(this.finishSeen ? this.finish : undefined, 0, message, undefined);
    return new ChatCompletionChunk(this.id, [choice], this.created, this.model, this.fingerprint, 'chat.completion.chunk');
  }

  private markFinish(reason: string): void {
    this.finishSeen = true;
    this.finish = ChatCompletionFinishReason.fromValue(reason);
  }

  private noteUsage(value: unknown): void {
    const usage = parseUsage(value);
    // Some deployments send zero usage on every chunk: a later real count wins, a zero never replaces one.
    if (usage !== undefined && ((usage.totalTokens() ?? 0) > 0 || this.usage === undefined)) this.usage = usage;
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

  /** MiniMax's tool-call deltas: a new non-empty id opens a call; otherwise `index`, else the open call, continues. */
  private mergeToolCalls(fragments: Json[]): void {
    for (const fragment of fragments) {
      const id = typeof fragment['id'] === 'string' && fragment['id'] !== '' ? fragment['id'] : undefined;
      const index = typeof fragment['index'] === 'number' ? fragment['index'] : undefined;
      const fn = (fragment['function'] ?? {}) as Json;
      let target: OpenCall | undefined;
      if (id !== undefined) {
        target = this.calls.find((call) => call.id === id);
        if (target === undefined) {
          target = { id, type: undefined, name: undefined, args: '', index };
          this.calls.push(target);
        }
      } else {
        if (index !== undefined) {
          for (let i = this.calls.length - 1; i >= 0 && target === undefined; i--) {
            if (this.calls[i]?.index === index) target = this.calls[i];
          }
        }
        target ??= this.calls.at(-1);
        if (target === undefined) {
          target = { id: undefined, type: undefined, name: undefined, args: '', index };
          this.calls.push(target);
        }
      }
      if (typeof fragment['type'] === 'string' && fragment['type'] !== '') target.type ??= fragment['type'];
      if (typeof fn['name'] === 'string' && fn['name'] !== '' && target.name === undefined) target.name = fn['name'];
      if (typeof fn['arguments'] === 'string') target.args += fn['arguments'];
    }
  }
}
