/* Ported from Spring AI ThinkingTagCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { compileJavaPattern, globalPattern } from './internal/patterns.js';
import type { ResponseTextCleaner } from './ResponseTextCleaner.js';

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

/**
 * Removes the reasoning blocks some models put before their answer: `<thinking>` (Amazon
 * Nova), `<think>` (Qwen), `<reasoning>`, ```` ```thinking ```` fences and
 * `<!-- thinking: … -->` comments, case-insensitively, with the whitespace after them.
 *
 * @remarks
 * Java's `Pattern` becomes `RegExp`. Pattern strings are compiled case-insensitively, as Java
 * does; a leading inline `(?s)` becomes the `s` flag. `RegExp` objects keep their flags (a
 * global flag is added for replacing). A `null` or empty argument fails with the
 * pattern-string messages, since JavaScript cannot tell the Java overloads apart.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/ThinkingTagCleaner.html
 * @category Chat Client
 */
export class ThinkingTagCleaner implements ResponseTextCleaner {
  /** The builder type, as Java's nested `ThinkingTagCleaner.Builder`. */
  static readonly Builder = ThinkingTagCleanerBuilder;

  /** The patterns used when none are given. @internal */
  static readonly DEFAULT_PATTERNS: readonly RegExp[] = [
    /<thinking>.*?<\/thinking>\s*/gis,
    /<think>.*?<\/think>\s*/gis,
    /<reasoning>.*?<\/reasoning>\s*/gis,
    /```thinking.*?```\s*/gis,
    /<!--\s*thinking:.*?-->\s*/gis,
  ];

  private readonly patterns: RegExp[];

  /** A cleaner with the default patterns. */
  constructor();
  /**
   * A cleaner with these patterns.
   * @throws IllegalArgumentException `"patterns cannot be empty"`
   */
  constructor(patterns: readonly RegExp[]);
  /**
   * A cleaner with these pattern strings, compiled case-insensitively (as arguments or as one
   * array).
   * @throws IllegalArgumentException `"patternStrings cannot be null"`, `"patternStrings cannot be empty"`
   */
  constructor(patternStrings: readonly string[]);
  constructor(...patternStrings: string[]);
  constructor(...args: unknown[]) {
    if (args.length === 0) {
      this.patterns = [...ThinkingTagCleaner.DEFAULT_PATTERNS];
      return;
    }
    const first = args[0];
    const list = (args.length === 1 && (Array.isArray(first) || first === undefined || first === null) ? first : args) as
      | readonly (RegExp | string)[]
      | undefined;
    // JavaScript cannot tell Java's (List<Pattern>) null from (String...) null, nor an empty list
    // from an empty array of strings: both take the pattern-string messages.
    Assert.notNull(list, 'patternStrings cannot be null');
    if (list.length > 0 && list.every((pattern) => pattern instanceof RegExp)) {
      this.patterns = (list as readonly RegExp[]).map(globalPattern);
    } else {
      Assert.notEmpty(list, 'patternStrings cannot be empty');
      this.patterns = list.map((pattern) => (pattern instanceof RegExp ? globalPattern(pattern) : compileJavaPattern(pattern)));
    }
  }

  /** The text without the reasoning blocks. */
  clean(text: string | undefined): string | undefined {
    if (text === undefined || text === null || text.length === 0) return text;
    // Fast path: nothing that could open a tag or a fence.
    if (!text.includes('<') && !text.includes('`')) return text;
    let result = text;
    for (const pattern of this.patterns) result = result.replace(pattern, '');
    return result;
  }

  /** A new builder, starting from the default patterns. */
  static builder(): ThinkingTagCleanerBuilder {
    return new ThinkingTagCleanerBuilder(ThinkingTagCleaner.DEFAULT_PATTERNS, (patterns) => new ThinkingTagCleaner(patterns));
  }
}
