/* Ported from Spring AI ThinkingTagCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../core/Assert.js';
import { compileJavaPattern, globalPattern } from '../internal/converter/patterns.js';
import type { ResponseTextCleaner } from './ResponseTextCleaner.js';
import { ThinkingTagCleanerBuilder } from './ThinkingTagCleanerBuilder.js';

/**
 * Removes the reasoning blocks some models put before their answer: `<thinking>` (Amazon
 * Nova), `<think>` (Qwen), `<reasoning>`, ```` ```thinking ```` fences and
 * `<!-- thinking: … -->` comments, case-insensitively, with the whitespace after them.
 *
 * @remarks
 * Java's `Pattern` becomes `RegExp`. Pattern strings are compiled case-insensitively, as Java
 * does; a leading inline `(?s)` becomes the `s` flag. `RegExp` objects keep their flags (a
 * global flag is added for replacing).
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
   * @throws IllegalArgumentException `"patterns cannot be null"`, `"patterns cannot be empty"`
   */
  constructor(patterns: readonly RegExp[]);
  /**
   * A cleaner with these pattern strings, compiled case-insensitively.
   * @throws IllegalArgumentException `"patternStrings cannot be null"`, `"patternStrings cannot be empty"`
   */
  constructor(...patternStrings: string[]);
  constructor(...args: unknown[]) {
    if (args.length === 0) {
      this.patterns = [...ThinkingTagCleaner.DEFAULT_PATTERNS];
    } else if (Array.isArray(args[0]) || args[0] === undefined || args[0] === null) {
      const patterns = args[0] as RegExp[] | undefined;
      Assert.notNull(patterns, 'patterns cannot be null');
      Assert.notEmpty(patterns, 'patterns cannot be empty');
      this.patterns = patterns.map(globalPattern);
    } else {
      const patternStrings = args as string[];
      Assert.notEmpty(patternStrings, 'patternStrings cannot be empty');
      this.patterns = patternStrings.map(compileJavaPattern);
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
