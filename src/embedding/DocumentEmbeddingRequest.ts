/* Ported from Spring AI DocumentEmbeddingRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Document } from '../document/Document.js';
import type { ModelRequest } from '../model/ModelRequest.js';
import { EmbeddingOptions } from './EmbeddingOptions.js';

/**
 * A request to embed documents (for a {@link DocumentEmbeddingModel}), with options.
 *
 * @remarks
 * Java's `DocumentEmbeddingRequest(Document...)` and `DocumentEmbeddingRequest(List<Document>)`
 * are one constructor: documents as separate arguments, or one array (porting rule 35). Without
 * options the request carries empty `EmbeddingOptions`, as in Spring.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/DocumentEmbeddingRequest.html
 * @category Embedding
 */
export class DocumentEmbeddingRequest implements ModelRequest<Document[]> {
  private readonly inputs: Document[];
  private readonly options: EmbeddingOptions;

  /** The documents, as separate arguments. */
  constructor(...inputs: Document[]);
  /** The documents, with options (empty options when absent). */
  constructor(inputs: Document[], options?: EmbeddingOptions);
  constructor(...args: unknown[]) {
    if (Array.isArray(args[0])) {
      this.inputs = args[0] as Document[];
      this.options = args.length > 1 ? (args[1] as EmbeddingOptions) : EmbeddingOptions.builder().build();
    } else {
      this.inputs = args as Document[];
      this.options = EmbeddingOptions.builder().build();
    }
  }

  /** The documents. */
  getInstructions(): Document[] {
    return this.inputs;
  }

  /** The options. */
  getOptions(): EmbeddingOptions {
    return this.options;
  }
}
