/* Ported from Spring AI WhitespaceCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ResponseTextCleaner } from './ResponseTextCleaner.js';

/**
 * Trims leading and trailing whitespace.
 *
 * @remarks
 * Java's `String.trim()` removes characters up to U+0020; `String.prototype.trim()` also removes
 * Unicode spaces and line terminators such as U+00A0 and U+2028.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/WhitespaceCleaner.html
 * @category Chat Client
 */
export class WhitespaceCleaner implements ResponseTextCleaner {
  /** The trimmed text. */
  clean(text: string | undefined): string | undefined {
    return text === undefined || text === null ? text : text.trim();
  }
}
