/* Ported from Spring AI TokenCountEstimator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { MediaContent } from '../content/MediaContent.js';

/**
 * Estimates how many tokens a text, a message or a document takes.
 *
 * @example
 * ```ts
 * import { Document, TokenCountBatchingStrategy, type MediaContent, type TokenCountEstimator } from 'spring-ai-ts';
 *
 * // A rough estimate for a model without a tokenizer here: four characters a token.
 * class CharacterTokenCountEstimator implements TokenCountEstimator {
 *   estimate(content: string | MediaContent | Iterable<MediaContent> | undefined): number {
 *     if (content === undefined) return 0;
 *     if (typeof content === 'string') return Math.ceil(content.length / 4);
 *     const contents = Symbol.iterator in content ? [...content] : [content];
 *     return contents.reduce((sum, media) => sum + Math.ceil((media.getText() ?? '').length / 4), 0);
 *   }
 * }
 *
 * const batchingStrategy = new TokenCountBatchingStrategy(new CharacterTokenCountEstimator(), 8191, 0.1);
 * console.log(batchingStrategy.batch([new Document('Spring AI in TypeScript')]).length); // 1
 * ```
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
