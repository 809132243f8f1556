/* Ported from Spring AI MarkdownCodeBlockCleaner (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ResponseTextCleaner } from './ResponseTextCleaner.js';

const FENCE = '```';

/**
 * Removes a markdown code fence (```` ```json … ``` ```` or ```` ``` … ``` ````) around the whole
 * text, and trims it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/MarkdownCodeBlockCleaner.html
 * @category Chat Client
 */
export class MarkdownCodeBlockCleaner implements ResponseTextCleaner {
  /** The text without its surrounding code fence. */
  clean(text: string | undefined): string | undefined {
    if (text === undefined || text === null || text.length === 0) return text;
    let result = text.trim();
    if (result.startsWith(FENCE) && result.endsWith(FENCE)) {
      const newline = result.indexOf('\n');
      const firstLine = (newline < 0 ? result : result.slice(0, newline)).trim();
      // A language tag ("```json") takes the whole first line with it; a bare fence only itself.
      if (firstLine.length > FENCE.length) {
        result = newline < 0 ? '' : result.slice(newline + 1);
      } else {
        result = result.slice(FENCE.length);
      }
      if (result.endsWith(FENCE)) result = result.slice(0, result.length - FENCE.length);
      result = result.trim();
    }
    return result;
  }
}
