/* Ported from Spring AI ThinkingTagCleaner.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../core/Assert.js';
import { compileJavaPattern } from './internal/patterns.js';
import type { ThinkingTagCleaner } from './ThinkingTagCleaner.js';

/**
 * Builds a {@link ThinkingTagCleaner}; reachable as `ThinkingTagCleaner.Builder`. It starts
 * from the default patterns; after `withoutDefaultPatterns()` the first added pattern replaces
 * them.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/ThinkingTagCleaner.Builder.html
 * @category Chat Client
 */
export class ThinkingTagCleanerBuilder {
  private readonly patterns: RegExp[];
  private useDefaultPatterns = true;

  /** @internal Use {@link ThinkingTagCleaner.builder}. */
  constructor(
    defaults: readonly RegExp[],
    private readonly factory: (patterns: RegExp[]) => ThinkingTagCleaner,
  ) {
    this.patterns = [...defaults];
  }

  /** Drops the default patterns once the first custom pattern is added. */
  withoutDefaultPatterns(): this {
    this.useDefaultPatterns = false;
    return this;
  }

  /**
   * Adds a pattern (a string is compiled case-insensitively).
   * @throws IllegalArgumentException `"patternString cannot be empty"`
   */
  addPattern(pattern: string | RegExp): this {
    if (!(pattern instanceof RegExp)) Assert.hasText(pattern, 'patternString cannot be empty');
    if (!this.useDefaultPatterns) {
      this.patterns.length = 0;
      this.useDefaultPatterns = true;
    }
    this.patterns.push(pattern instanceof RegExp ? pattern : compileJavaPattern(pattern));
    return this;
  }

  /** The cleaner. */
  build(): ThinkingTagCleaner {
    return this.factory([...this.patterns]);
  }
}
