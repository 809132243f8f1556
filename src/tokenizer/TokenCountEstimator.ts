/* Ported from Spring AI TokenCountEstimator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { MediaContent } from '../content/MediaContent.js';

/**
 * Estimates how many tokens a text, a message or a document takes.
 *
 * @remarks
 * Java's three `estimate` overloads are one method taking a string, a {@link MediaContent} or
 * an iterable of them.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tokenizer/TokenCountEstimator.html
 * @category Documents
 */
export interface TokenCountEstimator {
  /** The estimated number of tokens. */
  estimate(content: string | MediaContent | Iterable<MediaContent> | undefined): number;
}
