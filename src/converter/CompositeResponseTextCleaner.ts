/* Ported from Spring AI CompositeResponseTextCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { ResponseTextCleaner } from './ResponseTextCleaner.js';

/**
 * Builds a {@link CompositeResponseTextCleaner}; reachable as
 * `CompositeResponseTextCleaner.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/CompositeResponseTextCleaner.Builder.html
 * @category Chat Client
 */
export class CompositeResponseTextCleanerBuilder {
  private readonly cleaners: (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[] = [];

  /** @internal Use {@link CompositeResponseTextCleaner.builder}. */
  constructor(
    private readonly factory: (
      cleaners: (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[],
    ) => CompositeResponseTextCleaner,
  ) {}

  /**
   * Appends a cleaner.
   * @throws IllegalArgumentException `"cleaner cannot be null"`
   */
  addCleaner(cleaner: ResponseTextCleaner | ((text: string | undefined) => string | undefined)): this {
    Assert.notNull(cleaner, 'cleaner cannot be null');
    this.cleaners.push(cleaner);
    return this;
  }

  /** The composite cleaner. */
  build(): CompositeResponseTextCleaner {
    return this.factory([...this.cleaners]);
  }
}

/**
 * Runs several {@link ResponseTextCleaner}s one after the other, each on the previous one's
 * output.
 *
 * @remarks
 * Java's `(List)` and `(ResponseTextCleaner...)` constructors are one constructor here: it takes
 * an array or the cleaners as arguments. Plain functions are accepted as cleaners.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/CompositeResponseTextCleaner.html
 * @category Chat Client
 */
export class CompositeResponseTextCleaner implements ResponseTextCleaner {
  /** The builder type, as Java's nested `CompositeResponseTextCleaner.Builder`. */
  static readonly Builder = CompositeResponseTextCleanerBuilder;

  private readonly cleaners: ResponseTextCleaner[];

  /** A composite without cleaners (returns the text unchanged). */
  constructor();
  /**
   * A composite running `cleaners` in order.
   * @throws IllegalArgumentException `"cleaners cannot be null"`
   */
  constructor(cleaners: readonly (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[]);
  /** A composite running `cleaners` in order. */
  constructor(...cleaners: (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[]);
  constructor(...args: unknown[]) {
    const list = args.length === 1 && (Array.isArray(args[0]) || args[0] === undefined || args[0] === null)
      ? (args[0] as (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[] | undefined)
      : (args as (ResponseTextCleaner | ((text: string | undefined) => string | undefined))[]);
    Assert.notNull(list, 'cleaners cannot be null');
    this.cleaners = list.map((cleaner) => ResponseTextCleaner.from(cleaner));
  }

  /** The text after every cleaner has run. */
  clean(text: string | undefined): string | undefined {
    let result = text;
    for (const cleaner of this.cleaners) result = cleaner.clean(result);
    return result;
  }

  /** A new, empty builder. */
  static builder(): CompositeResponseTextCleanerBuilder {
    return new CompositeResponseTextCleanerBuilder((cleaners) => new CompositeResponseTextCleaner(cleaners));
  }
}
