/* Ported from Spring AI CompositeResponseTextCleaner.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../core/Assert.js';
import type { CompositeResponseTextCleaner } from './CompositeResponseTextCleaner.js';
import type { ResponseTextCleaner } from './ResponseTextCleaner.js';

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
