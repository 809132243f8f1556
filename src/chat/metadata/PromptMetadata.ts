/* Ported from Spring AI PromptMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { PromptFilterMetadata } from './PromptFilterMetadata.js';

/**
 * The prompt-level metadata of a response: an iterable of {@link PromptFilterMetadata}, one per
 * prompt that the provider reported on.
 *
 * @remarks
 * The Java default method `findByPromptIndex` is optional; {@link PromptMetadata.findByPromptIndex}
 * applies the default to any `PromptMetadata`. The instances made by `empty()` and `of(...)`
 * have the method. `Optional` becomes `T | undefined`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/PromptMetadata.html
 * @category Chat Model
 */
export interface PromptMetadata extends Iterable<PromptFilterMetadata> {
  /** The metadata for prompt `promptIndex`, or `undefined`. */
  findByPromptIndex?(promptIndex: number): PromptFilterMetadata | undefined;
}

function findByPromptIndex(
  promptMetadata: Iterable<PromptFilterMetadata>,
  promptIndex: number,
): PromptFilterMetadata | undefined {
  Assert.isTrue(promptIndex > -1, `Prompt index [${promptIndex}] must be greater than equal to 0`);
  for (const metadata of promptMetadata) {
    if (metadata.getPromptIndex() === promptIndex) return metadata;
  }
  return undefined;
}

function of(iterable: Iterable<PromptFilterMetadata>): PromptMetadata {
  return {
    [Symbol.iterator]: () => iterable[Symbol.iterator](),
    findByPromptIndex(promptIndex: number) {
      return findByPromptIndex(this, promptIndex);
    },
  };
}

/**
 * Companion of the {@link PromptMetadata} interface: its factories and Java's default method.
 *
 * @category Chat Model
 */
export const PromptMetadata = {
  /** Java's nested `PromptMetadata.PromptFilterMetadata` (its companion, with `from`). */
  PromptFilterMetadata,

  /** Prompt metadata with no entries. */
  empty(): PromptMetadata {
    return of([]);
  },

  /**
   * Prompt metadata over the given entries: an iterable of them, or the entries as separate
   * arguments.
   *
   * @throws IllegalArgumentException `"An Iterable of PromptFilterMetadata must not be null"`
   */
  of(...entries: Array<PromptFilterMetadata | Iterable<PromptFilterMetadata>>): PromptMetadata {
    const [first] = entries;
    if (entries.length === 1 && (first === undefined || first === null)) {
      Assert.notNull(first, 'An Iterable of PromptFilterMetadata must not be null');
    }
    if (entries.length === 1 && typeof (first as Iterable<unknown>)[Symbol.iterator] === 'function') {
      return of(first as Iterable<PromptFilterMetadata>);
    }
    return of(entries as PromptFilterMetadata[]);
  },

  /**
   * `promptMetadata.findByPromptIndex(promptIndex)`, or Java's default when the implementation
   * has none.
   *
   * @throws IllegalArgumentException `"Prompt index [<n>] must be greater than equal to 0"`
   */
  findByPromptIndex(promptMetadata: PromptMetadata, promptIndex: number): PromptFilterMetadata | undefined {
    if (typeof promptMetadata.findByPromptIndex === 'function') return promptMetadata.findByPromptIndex(promptIndex);
    return findByPromptIndex(promptMetadata, promptIndex);
  },
} as const;

/**
 * Type-level view of the nested Java types of {@link PromptMetadata}.
 *
 * @category Chat Model
 */
export declare namespace PromptMetadata {
  /** Java's `PromptMetadata.PromptFilterMetadata`. */
  type PromptFilterMetadata = import('./PromptFilterMetadata.js').PromptFilterMetadata;
}
