/* spring-ai-ts, Apache-2.0. The OpenAI-compatible reading of a chat completion stream, a provider's quirks left to a subclass. */
import { TransientAiException } from '../../retry/TransientAiException.js';
import type { StreamEventAssembler } from './ChunkReader.js';
import type { Json } from './OpenAiCompatibleClient.js';
import type { OpenAiCompatibleProvider } from './OpenAiCompatibleProvider.js';
import { ToolCallMerger } from './ToolCallMerger.js';

/**
 * A copy of `text` that does not keep its source alive. V8 returns short strings parsed out of
 * a larger one (`JSON.parse` values, `slice`) as views into it, so one retained 16-character delta
 * would pin the whole network read it came from; whoever keeps the deltas (MessageAggregator,
 * a caller concatenating the answer) would hold every byte of the stream. Concatenating and then
 * slicing flattens into a fresh string.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : `${text} `.slice(0, -1);
}

function detachOptional(value: unknown): string | undefined {
  return typeof value === 'string' ? detach(value) : undefined;
}

/**
 * Reads the `data:` payloads of an OpenAI-compatible chat completion stream into a provider's chunk
 * records `C` (usage records `U`):
 * - `[DONE]` and non-object payloads are skipped, malformed JSON is a transient error, a
 *   top-level `error` object becomes the provider's error ({@link ChatStreamAssembler.eventError});
 * - the response's `id`, `created`, `model` and `system_fingerprint` are kept from its first event;
 * - `usage` may come on any event: a later real count wins, a zero never replaces one (some
 *   servers send zero usage on every chunk), and it is emitted as a last chunk without choices;
 * - `tool_calls` fragments are merged ({@link ToolCallMerger}) for the subclass to emit whole;
 * - events after the first `finish_reason` are ignored; an end without one is a truncation.
 *
 * A subclass turns one delta into its chunk ({@link ChatStreamAssembler.delta}) and may check each
 * event for errors of its own ({@link ChatStreamAssembler.checkEvent}).
 */
export abstract class ChatStreamAssembler<C, U> implements StreamEventAssembler<C> {
  /** The response id (from the first event). */
  protected id: string | undefined;
  /** The response's creation time, seconds (from the first event). */
  protected created: number | undefined;
  /** The model that answered (from the first event). */
  protected model: string | undefined;
  /** The system fingerprint (from the first event). */
  protected fingerprint: string | undefined;
  /** The raw finish reason, once one came. */
  protected finishReason: string | undefined;
  /** Whether a finish reason came (later deltas are ignored). */
  protected finished = false;
  /** The tool-call fragments merged so far. */
  protected readonly toolCalls = new ToolCallMerger();
  private usage: U | undefined;

  /** @param provider - names the stream in messages and makes its errors */
  constructor(protected readonly provider: OpenAiCompatibleProvider) {}

  /** One `data:` payload; the chunk to emit, if any. */
  accept(data: string): C | undefined {
    if (data === '[DONE]') return undefined;
    let json: Json;
    try {
      json = JSON.parse(data) as Json;
    } catch (error) {
      throw new TransientAiException(`Malformed ${this.provider.name} stream event: ${data.slice(0, 200)}`, error);
    }
    if (json === null || typeof json !== 'object') return undefined;
    this.checkEvent(json);
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
    const finishReason = choice['finish_reason'];
    if (delta === undefined || delta === null || this.isSummary(json)) {
      // An event without a delta counts for its finish reason only.
      if (!this.finished && typeof finishReason === 'string') this.finish(finishReason);
      return undefined;
    }
    if (this.finished) return undefined;
    const fragments = delta['tool_calls'];
    if (Array.isArray(fragments) && fragments.length > 0) this.toolCalls.merge(fragments as Json[]);
    const finishing = typeof finishReason === 'string' && finishReason !== '';
    if (finishing) this.finish(finishReason);
    return this.delta(delta, finishing);
  }

  /** The end of the body: the usage chunk, if usage came; throws the provider's stream error when no finish reason came. */
  end(): C[] {
    if (!this.finished) {
      const name = this.provider.name;
      throw this.provider.streamError(`The ${name} stream ended before a finish_reason: the response is truncated`, 'truncated');
    }
    return this.usage === undefined ? [] : [this.usageChunk(this.usage)];
  }

  /**
   * Throws when the event reports an error: by default a top-level `error` object, through
   * {@link ChatStreamAssembler.eventError}. A provider with errors of its own in events adds them.
   */
  protected checkEvent(json: Json): void {
    const error = json['error'];
    if (error !== undefined && error !== null) throw this.eventError(error as Json);
  }

  /**
   * Whether the event is a summary of the response (its choice repeats the message; only its
   * finish reason and usage count). None by default.
   */
  protected isSummary(_json: Json): boolean {
    return false;
  }

  /**
   * The chunk for one delta, if any; `finishing` when its choice carries the finish reason
   * (then {@link ChatStreamAssembler.finishReason} is set and the merged tool calls are due:
   * `this.toolCalls.take()`).
   */
  protected abstract delta(delta: Json, finishing: boolean): C | undefined;

  /** The chunk that carries the usage, without choices. */
  protected abstract usageChunk(usage: U): C;

  /** A `usage` object as the provider's record, or `undefined` when it is not one. */
  protected abstract parseUsage(value: unknown): U | undefined;

  /** The total tokens a usage record counts (a zero count never replaces a real one). */
  protected abstract totalTokens(usage: U): number | undefined;

  /** The provider's error for a top-level `error` object in an event. */
  protected abstract eventError(error: Json): Error;

  private finish(reason: string): void {
    this.finished = true;
    this.finishReason = reason;
  }

  private noteUsage(value: unknown): void {
    const usage = this.parseUsage(value);
    if (usage !== undefined && ((this.totalTokens(usage) ?? 0) > 0 || this.usage === undefined)) this.usage = usage;
  }
}
