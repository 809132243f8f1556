/* Ported from Spring AI JTokkitTokenCountEstimator (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MediaContent } from '../content/MediaContent.js';
import type { TokenCountEstimator } from './TokenCountEstimator.js';
import { cl100k } from './encoding/cl100k.js';

/**
 * A {@link TokenCountEstimator} counting `cl100k_base` tokens, as Spring's jtokkit-based one
 * does. Media count as the tokens of their MIME type plus their data (a URL string, or bytes in
 * base64).
 *
 * @remarks
 * The encoding comes from the `js-tiktoken` package's bundled ranks (no network); only
 * `cl100k_base` is offered, so there is no `EncodingType` constructor argument.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tokenizer/JTokkitTokenCountEstimator.html
 * @category Documents
 */
export class JTokkitTokenCountEstimator implements TokenCountEstimator {
  /** The estimated tokens of a text (0 when absent), a message or document, or several. */
  estimate(content: string | MediaContent | Iterable<MediaContent> | undefined | null): number {
    if (content === undefined || content === null) return 0;
    if (typeof content === 'string') return cl100k().encode(content).length;
    if (MediaContent.isInstance(content)) {
      let tokens = this.estimate(content.getText());
      for (const media of content.getMedia()) {
        tokens += this.estimate(media.getMimeType().toString());
        const data = media.getData();
        if (typeof data === 'string') tokens += this.estimate(data);
        else if (data instanceof Uint8Array) tokens += this.estimate(Buffer.from(data).toString('base64'));
      }
      return tokens;
    }
    let total = 0;
    for (const item of content) total += this.estimate(item);
    return total;
  }
}
