/* Ported from Spring AI MessageAggregator.DefaultUsage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { Usage } from '../metadata/Usage.js';

/**
 * The usage that {@link MessageAggregator} reports for an aggregated stream: the last non-zero
 * prompt, completion and total token counts. Its native usage is a map of the three counts.
 *
 * @remarks
 * Java's nested record `MessageAggregator.DefaultUsage`; reachable under that name too. The
 * top-level name differs because `DefaultUsage` is already the `chat.metadata` class.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/MessageAggregator.DefaultUsage.html
 * @category Chat Model
 */
export class MessageAggregatorDefaultUsage implements Usage {
  private readonly _promptTokens: number | undefined;
  private readonly _completionTokens: number | undefined;
  private readonly _totalTokens: number | undefined;

  /** A record of the three counts. */
  constructor(promptTokens: number | undefined, completionTokens: number | undefined, totalTokens: number | undefined) {
    this._promptTokens = promptTokens;
    this._completionTokens = completionTokens;
    this._totalTokens = totalTokens;
  }

  /** Record accessor: prompt tokens. */
  promptTokens(): number | undefined {
    return this._promptTokens;
  }

  /** Record accessor: completion tokens. */
  completionTokens(): number | undefined {
    return this._completionTokens;
  }

  /** Record accessor: total tokens. */
  totalTokens(): number | undefined {
    return this._totalTokens;
  }

  /** Prompt tokens. */
  getPromptTokens(): number | undefined {
    return this._promptTokens;
  }

  /** Completion tokens. */
  getCompletionTokens(): number | undefined {
    return this._completionTokens;
  }

  /** Total tokens (as recorded, not recomputed). */
  getTotalTokens(): number {
    return this._totalTokens as number;
  }

  /** A new map `{promptTokens, completionTokens, totalTokens}`. */
  getNativeUsage(): Map<string, number | undefined> {
    return new Map([
      ['promptTokens', this._promptTokens],
      ['completionTokens', this._completionTokens],
      ['totalTokens', this._totalTokens],
    ]);
  }

  /** Record equality over the three counts. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof MessageAggregatorDefaultUsage)) return false;
    return (
      objectsEquals(this._promptTokens, other._promptTokens) &&
      objectsEquals(this._completionTokens, other._completionTokens) &&
      objectsEquals(this._totalTokens, other._totalTokens)
    );
  }

  /** A hash code over the three counts. */
  hashCode(): number {
    return objectsHash(this._promptTokens, this._completionTokens, this._totalTokens);
  }

  /** `DefaultUsage[promptTokens=…, completionTokens=…, totalTokens=…]`, the Java record form. */
  toString(): string {
    return `DefaultUsage[promptTokens=${String(this._promptTokens)}, completionTokens=${String(this._completionTokens)}, totalTokens=${String(this._totalTokens)}]`;
  }
}
