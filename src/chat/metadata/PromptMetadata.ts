/* Ported from Spring AI PromptMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { PromptFilterMetadata } from './PromptFilterMetadata.js';

/**
 * The prompt-level metadata of a response: an iterable of {@link PromptFilterMetadata}, one per
 * prompt that the provider reported on.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * a subclass defines `[Symbol.iterator]()` (Java's `iterator()`) and inherits
 * `findByPromptIndex`, so `promptMetadata.findByPromptIndex(0)` compiles under `strict`. Java's
 * lambda form (`() -> list.iterator()`) is `PromptMetadata.of(list)`. `Optional` becomes
 * `T | undefined`. The library still accepts, at run time, a plain iterable typed as
 * `PromptMetadata`; the static {@link PromptMetadata.findByPromptIndex} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/PromptMetadata.html
 * @category Chat Model
 */
export abstract class PromptMetadata implements Iterable<PromptFilterMetadata> {
  /** Java's nested `PromptMetadata.PromptFilterMetadata` (its companion, with `from`). */
  static readonly PromptFilterMetadata = PromptFilterMetadata;

  /** The entries, in order (Java's `iterator()`). */
  abstract [Symbol.iterator](): Iterator<PromptFilterMetadata>;

  /**
   * The metadata for prompt `promptIndex`, or `undefined` (Java's default method).
   *
   * @throws IllegalArgumentException `"Prompt index [<n>] must be greater than equal to 0"`
   */
  findByPromptIndex(promptIndex: number): PromptFilterMetadata | undefined {
    return findFirst(this, promptIndex);
  }

  /** Prompt metadata with no entries. */
  static empty(): PromptMetadata {
    return new IterablePromptMetadata([]);
  }

  /**
   * Prompt metadata over the given entries: an iterable of them, or the entries as separate
   * arguments. Like Java's `iterable::iterator`, each iteration reads the iterable again.
   *
   * @throws IllegalArgumentException `"An Iterable of PromptFilterMetadata must not be null"`
   */
  static of(...entries: Array<PromptFilterMetadata | Iterable<PromptFilterMetadata>>): PromptMetadata {
    const [first] = entries;
    if (entries.length === 1 && (first === undefined || first === null)) {
      Assert.notNull(first, 'An Iterable of PromptFilterMetadata must not be null');
    }
    if (entries.length === 1 && typeof (first as Iterable<unknown>)[Symbol.iterator] === 'function') {
      return new IterablePromptMetadata(first as Iterable<PromptFilterMetadata>);
    }
    return new IterablePromptMetadata(entries as PromptFilterMetadata[]);
  }

  /**
   * `promptMetadata.findByPromptIndex(promptIndex)`, or Java's default for an iterable without
   * the method.
   *
   * @throws IllegalArgumentException `"Prompt index [<n>] must be greater than equal to 0"`
   */
  static findByPromptIndex(
    promptMetadata: Iterable<PromptFilterMetadata> & Partial<PromptMetadata>,
    promptIndex: number,
  ): PromptFilterMetadata | undefined {
    if (typeof promptMetadata.findByPromptIndex === 'function') return promptMetadata.findByPromptIndex(promptIndex);
    return findFirst(promptMetadata, promptIndex);
  }

  /** True for an iterable object (Java's `instanceof PromptMetadata`, plain objects included). */
  static isInstance(value: unknown): value is PromptMetadata {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Partial<Iterable<unknown>>)[Symbol.iterator] === 'function'
    );
  }
}

/** `PromptMetadata.of`: Java's `iterable::iterator` lambda. */
class IterablePromptMetadata extends PromptMetadata {
  constructor(private readonly entries: Iterable<PromptFilterMetadata>) {
    super();
  }

  [Symbol.iterator](): Iterator<PromptFilterMetadata> {
    return this.entries[Symbol.iterator]();
  }
}

function findFirst(promptMetadata: Iterable<PromptFilterMetadata>, promptIndex: number): PromptFilterMetadata | undefined {
  Assert.isTrue(promptIndex > -1, `Prompt index [${promptIndex}] must be greater than equal to 0`);
  for (const metadata of promptMetadata) {
    if (metadata.getPromptIndex() === promptIndex) return metadata;
  }
  return undefined;
}

/**
 * Type-level view of the nested Java types of {@link PromptMetadata}.
 *
 * @category Chat Model
 */
export declare namespace PromptMetadata {
  /** Java's `PromptMetadata.PromptFilterMetadata`. */
  type PromptFilterMetadata = import('./PromptFilterMetadata.js').PromptFilterMetadata;
}
