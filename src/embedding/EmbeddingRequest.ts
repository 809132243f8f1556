/* Ported from Spring AI EmbeddingRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ModelRequest } from '../model/ModelRequest.js';
import type { EmbeddingOptions } from './EmbeddingOptions.js';

/**
 * The texts to embed, with options.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingRequest.html
 * @category Embedding
 */
export class EmbeddingRequest implements ModelRequest<string[]> {
  private readonly inputs: string[];
  private readonly options: EmbeddingOptions | undefined;

  /** The texts and the options (may be absent). */
  constructor(inputs: string[], options: EmbeddingOptions | undefined | null) {
    this.inputs = inputs;
    this.options = options ?? undefined;
  }

  /** The texts. */
  getInstructions(): string[] {
    return this.inputs;
  }

  /** The options, if any. */
  getOptions(): EmbeddingOptions | undefined {
    return this.options;
  }
}
