/* Ported from Spring AI EmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { Document } from '../document/Document.js';
import type { Model } from '../model/Model.js';
import type { BatchingStrategy } from './BatchingStrategy.js';
import { EmbeddingOptions } from './EmbeddingOptions.js';
import { EmbeddingRequest } from './EmbeddingRequest.js';
import type { EmbeddingResponse } from './EmbeddingResponse.js';

/**
 * A model that turns texts into vectors. Implement `call`; the `embed` overloads,
 * `embedForResponse` and `dimensions` are Java's defaults built on it.
 *
 * @example
 * ```ts
 * import { Document, SimpleVectorStore, type EmbeddingModel } from 'spring-ai-ts';
 *
 * declare const embeddingModel: EmbeddingModel; // e.g. MiniMaxEmbeddingModel from spring-ai-ts/minimax
 *
 * // Every call is asynchronous: embed one text, several texts or a document.
 * const one = await embeddingModel.embed('Hello');
 * const many = await embeddingModel.embed(['Hello', 'World']);
 * const dimensions = await embeddingModel.dimensions();
 *
 * // A vector store embeds the documents it is given with its model.
 * const vectorStore = SimpleVectorStore.builder(embeddingModel).build();
 * await vectorStore.add([new Document('Spring AI in TypeScript')]);
 * console.log(one.length, many.length, dimensions);
 * ```
 *
 * @remarks
 * An abstract class because the Java interface has default methods. Every method that reaches
 * the model returns a `Promise`, argument checks included (they reject). Vectors are
 * `number[]` (Java's `float[]`). Java leaves `embed(Document)` abstract; here it defaults to
 * embedding {@link EmbeddingModel.getEmbeddingContent} (the document's text), so a model that
 * embeds documents differently overrides `getEmbeddingContent` — TypeScript cannot override
 * one overload of a method on its own.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingModel.html
 * @category Embedding
 */
export abstract class EmbeddingModel implements Model<EmbeddingRequest, EmbeddingResponse> {
  /**
   * The tsyringe token of the application's embedding model (`@inject(EmbeddingModel.TOKEN)`,
   * Java's `@Autowired EmbeddingModel`).
   */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.EmbeddingModel');

  /** Sends the request to the model. */
  abstract call(request: EmbeddingRequest): Promise<EmbeddingResponse>;

  /** The vector of one text. */
  embed(text: string): Promise<number[]>;
  /** The vector of one document. */
  embed(document: Document): Promise<number[]>;
  /** The vectors of several texts. */
  embed(texts: string[]): Promise<number[][]>;
  /** The vectors of documents, sent in the batches of `batchingStrategy`. */
  embed(documents: Document[], options: EmbeddingOptions | undefined, batchingStrategy: BatchingStrategy): Promise<number[][]>;
  async embed(
    input: string | Document | string[] | Document[],
    options?: EmbeddingOptions,
    batchingStrategy?: BatchingStrategy,
  ): Promise<number[] | number[][]> {
    if (input instanceof Document) return this.embed(this.getEmbeddingContent(input) as string);
    if (arguments.length >= 3) return this.embedDocuments(input as Document[], options, batchingStrategy as BatchingStrategy);
    if (Array.isArray(input)) {
      Assert.notNull(input, 'Texts must not be null');
      const response = await this.call(new EmbeddingRequest(input as string[], EmbeddingOptions.builder().build()));
      return response.getResults().map((embedding) => embedding.getOutput());
    }
    Assert.notNull(input, 'Text must not be null');
    const vectors = await this.embed([input]);
    return vectors[0] as number[];
  }

  /** The text embedded for a document: its text. */
  getEmbeddingContent(document: Document): string | undefined {
    Assert.notNull(document, 'Document must not be null');
    return document.getText();
  }

  /** The response for several texts. */
  async embedForResponse(texts: string[]): Promise<EmbeddingResponse> {
    Assert.notNull(texts, 'Texts must not be null');
    return this.call(new EmbeddingRequest(texts, EmbeddingOptions.builder().build()));
  }

  /** The number of dimensions, found by embedding a test string. */
  async dimensions(): Promise<number> {
    return (await this.embed('Test String')).length;
  }

  private async embedDocuments(
    documents: Document[],
    options: EmbeddingOptions | undefined,
    batchingStrategy: BatchingStrategy,
  ): Promise<number[][]> {
    Assert.notNull(documents, 'Documents must not be null');
    const embeddings: number[][] = [];
    for (const subBatch of batchingStrategy.batch(documents)) {
      const texts = subBatch.map((document) => this.getEmbeddingContent(document) as string);
      const response = await this.call(new EmbeddingRequest(texts, options));
      for (let i = 0; i < subBatch.length; i++) {
        const result = response.getResults()[i];
        if (result !== undefined) embeddings.push(result.getOutput());
      }
    }
    Assert.isTrue(embeddings.length === documents.length, 'Embeddings must have the same number as that of the documents');
    return embeddings;
  }
}
