/* Ported from Spring AI SimpleVectorStore (v1.1.8). spring-ai-ts, Apache-2.0. */
import { readFile, writeFile } from 'node:fs/promises';
import { Assert } from '../java/core/Assert.js';
import { IOException } from '../java/core/IOException.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import { NullPointerException } from '../java/core/NullPointerException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import type { Resource } from '../java/core/io/Resource.js';
import { Document } from '../document/Document.js';
import { DocumentMetadata } from '../document/DocumentMetadata.js';
import type { EmbeddingModel } from '../embedding/EmbeddingModel.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
import { VectorStoreProvider } from '../observation/conventions/VectorStoreProvider.js';
import { VectorStoreSimilarityMetric } from '../observation/conventions/VectorStoreSimilarityMetric.js';
import { AbstractVectorStoreBuilder } from './AbstractVectorStoreBuilder.js';
import type { Expression } from './filter/Expression.js';
import { EmbeddingMath } from './EmbeddingMath.js';
import { SimpleVectorStoreFilterExpressionEvaluator } from './internal/SimpleVectorStoreFilterExpressionEvaluator.js';
import { VectorSlab } from './internal/VectorSlab.js';
import { AbstractObservationVectorStore } from './observation/AbstractObservationVectorStore.js';
import { VectorStoreObservationContext } from './observation/VectorStoreObservationContext.js';
import type { SearchRequest } from './SearchRequest.js';

const logger = LoggerFactory.getLogger('SimpleVectorStore');

/** One stored document, as saved to JSON (Spring's `SimpleVectorStoreContent`). */
interface StoredContent {
  id: string;
  text: string;
  metadata: Record<string, unknown>;
  embedding: number[];
}

const norm = (vector: ArrayLike<number>): number => {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += (vector[i] as number) * (vector[i] as number);
  return Math.sqrt(sum);
};

const ioFailure = (error: unknown, message?: string): RuntimeException => {
  const io = new IOException(error instanceof Error ? error.message : String(error), error);
  return new RuntimeException(message ?? io.message, io);
};

/**
 * An in-memory vector store with exact cosine search, metadata filters and JSON persistence
 * (`save`/`load`) — for tests, examples and small corpora.
 *
 * @remarks
 * The search is exact and the hits' scores are Spring's (float sums, `EmbeddingMath`); rows within
 * float32 rounding of the threshold or of the k-th score may be chosen differently than in
 * Spring. How the store keeps vectors and what that costs: the migration guide,
 * [Other differences](../../docs/migration/retrieval.md#other-differences).
 *
 * `add` embeds each document with `embeddingModel.embed(document)`, one request per document,
 * as Spring does (the builder's batching strategy is not used, as in Spring). Spring learns the
 * dimensions it reports in the observation context from `embeddingModel.dimensions()`, which
 * for an unknown model costs an extra embedding request (`"Hello World"`); this store reports
 * the dimensions of the vectors it holds instead and sends no such request.
 *
 * Checks Spring does not make at `add`: an empty vector, a zero-norm vector or one whose
 * dimension differs from the store's rejects the whole `add` with `IllegalArgumentException`
 * and the store is unchanged (Spring stores such a vector, and every later search fails with
 * `"Vectors lengths must be equal"` / `"Vectors cannot have zero norm"`). A failing `add` stores nothing, where Spring keeps the documents embedded
 * before the failure, and `load` rejects a file whose vectors differ in length
 * (`IllegalArgumentException("Vectors lengths must be equal")`), which Spring loads. Filter evaluation follows Spring's in-memory evaluator (a missing key compares as
 * lowest; `Date` values compare as `yyyy-MM-ddTHH:mm:ssZ` strings). `save`/`load` take a file
 * path (or, for `load`, a `Resource`) and reject with a `RuntimeException` whose cause is an
 * {@link IOException}; the JSON is Spring's (`{ id: { id, text, metadata, embedding } }`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/SimpleVectorStore.html
 * @category Vector Store
 */
export class SimpleVectorStore extends AbstractObservationVectorStore {
  /** Java's nested `EmbeddingMath` utility. */
  static readonly EmbeddingMath = EmbeddingMath;

  private readonly filterExpressionEvaluator = new SimpleVectorStoreFilterExpressionEvaluator();
  private slab: VectorSlab | undefined;
  private ids: string[] = [];
  private texts: string[] = [];
  private metadatas: Array<Map<string, unknown>> = [];
  private rowById = new Map<string, number>();

  /** Use `SimpleVectorStore.builder(embeddingModel)`. */
  protected constructor(builder: SimpleVectorStore.SimpleVectorStoreBuilder) {
    super(builder as never);
  }

  /** A builder for a store using this embedding model. */
  static builder(embeddingModel: EmbeddingModel): SimpleVectorStore.SimpleVectorStoreBuilder {
    return new SimpleVectorStore.SimpleVectorStoreBuilder(embeddingModel);
  }

  /** @internal Called by the builder. */
  static create(builder: SimpleVectorStore.SimpleVectorStoreBuilder): SimpleVectorStore {
    return new SimpleVectorStore(builder);
  }

  /** How many documents the store holds (not in Spring). */
  size(): number {
    return this.ids.length;
  }

  /**
   * Embeds each document with `embeddingModel.embed(document)`, one request per document in
   * list order, as Spring does; checks every vector, then stores them all (replacing equal ids).
   *
   * @throws NullPointerException `"Documents list cannot be null"` (a rejection)
   * @throws IllegalArgumentException `"Documents list cannot be empty"`, or an embedding that is
   *   empty, has zero norm or differs in dimensions from the store's (nothing is stored then)
   */
  async doAdd(documents: Document[]): Promise<void> {
    NullPointerException.requireNonNull(documents, 'Documents list cannot be null');
    if (documents.length === 0) throw new IllegalArgumentException('Documents list cannot be empty');
    const embeddings: number[][] = [];
    for (const document of documents) {
      logger.info(`Calling EmbeddingModel for document id = ${document.getId()}`);
      embeddings.push(await this.embeddingModel.embed(document));
    }
    const dimensions = this.slab?.dimensions ?? embeddings[0]?.length ?? 0;
    const norms = documents.map((document, i) => {
      const embedding = embeddings[i];
      Assert.isTrue(embedding !== undefined && embedding !== null && embedding.length > 0, 'embedding vector must not be empty');
      if (embedding.length !== dimensions) {
        throw new IllegalArgumentException(
          `Embedding of document ${document.getId()} has ${embedding.length} dimensions; the store holds ${dimensions}`,
        );
      }
      const n = norm(embedding);
      if (n === 0 || !Number.isFinite(n)) throw new IllegalArgumentException('Vectors cannot have zero norm');
      return n;
    });
    this.slab ??= new VectorSlab(dimensions);
    this.slab.reserve(this.slab.size() + documents.length);
    documents.forEach((document, i) => {
      this.put(document.getId(), document.getText() ?? '', document.getMetadata(), embeddings[i] as number[], norms[i] as number);
    });
  }

  /** Deletes by ids, or the documents matching a filter. */
  override doDelete(idList: string[]): Promise<void>;
  override doDelete(filterExpression: Expression): Promise<void>;
  override async doDelete(target: string[] | Expression): Promise<void> {
    const ids = Array.isArray(target) ? target : this.ids.filter((_, row) => this.matches(target, row));
    for (const id of ids) this.remove(id);
  }

  /** The most similar documents that pass the filter and the threshold, best first. */
  async doSimilaritySearch(request: SearchRequest): Promise<Document[]> {
    const queryEmbedding = await this.embeddingModel.embed(request.getQuery());
    if (this.slab === undefined || this.ids.length === 0) return [];
    if (queryEmbedding.length !== this.slab.dimensions) throw new IllegalArgumentException('Vectors lengths must be equal');
    const queryNorm = norm(queryEmbedding);
    if (queryNorm === 0) throw new IllegalArgumentException('Vectors cannot have zero norm');
    const filter = request.getFilterExpression();
    const slab = this.slab;
    const hits = slab.topK(queryEmbedding, queryNorm, request.getTopK(), request.getSimilarityThreshold(), filter === undefined ? undefined : (row) => this.matches(filter, row));
    // The scan's scores are double-precision sums over the stored floats; the reported score is
    // Java's (EmbeddingMath over float values, as Spring computes it), for the hits only.
    const queryFloats = Array.from(Float32Array.from(queryEmbedding));
    const scored = hits
      .map(([row]): [number, number] => [row, EmbeddingMath.cosineSimilarity(queryFloats, slab.row(row))])
      .filter(([, score]) => score >= request.getSimilarityThreshold())
      .sort((x, y) => y[1] - x[1]);
    return scored.map(([row, score]) => {
      const metadata = new Map(this.metadatas[row]);
      metadata.set(DocumentMetadata.DISTANCE.value(), 1.0 - score);
      return Document.builder().id(this.ids[row] as string).text(this.texts[row]).metadata(metadata).score(score).build();
    });
  }

  /** Writes the store as JSON to `file` (created or overwritten). */
  async save(file: string): Promise<void> {
    const json = JSON.stringify(Object.fromEntries(this.ids.map((id, row) => [id, this.content(row)])), null, 2);
    try {
      await writeFile(file, json, 'utf8');
    } catch (error) {
      logger.error('IOException occurred while saving vector store file.');
      throw ioFailure(error);
    }
  }

  /** Replaces the store's content with a JSON file (a path) or resource written by `save`. */
  async load(source: string | Resource): Promise<void> {
    let parsed: Record<string, Partial<StoredContent> & { content?: string }>;
    try {
      const text = typeof source === 'string' ? await readFile(source, 'utf8') : source.getContentAsString('utf-8');
      parsed = JSON.parse(text) as typeof parsed;
    } catch (error) {
      throw ioFailure(error);
    }
    const entries = Object.entries(parsed).map(([key, value]) => {
      const text = value.text ?? value.content;
      Assert.notNull(text, 'content must not be null');
      Assert.notNull(value.metadata, 'metadata must not be null');
      Assert.notNull(value.embedding, 'embedding must not be null');
      Assert.isTrue(value.embedding.length > 0, 'embedding vector must not be empty');
      return { id: value.id ?? key, text, metadata: new Map(Object.entries(value.metadata)), embedding: value.embedding };
    });
    const dimensions = entries[0]?.embedding.length ?? 0;
    for (const entry of entries) {
      if (entry.embedding.length !== dimensions) throw new IllegalArgumentException('Vectors lengths must be equal');
    }
    this.slab = dimensions > 0 ? new VectorSlab(dimensions) : undefined;
    this.ids = [];
    this.texts = [];
    this.metadatas = [];
    this.rowById = new Map();
    this.slab?.reserve(entries.length);
    for (const entry of entries) this.put(entry.id, entry.text, entry.metadata, entry.embedding, norm(entry.embedding));
  }

  /** The context builder: system `simple`, collection `in-memory-map`, cosine, the dimensions once known. */
  createObservationContextBuilder(operationName: string): VectorStoreObservationContext.Builder {
    return VectorStoreObservationContext.builder(VectorStoreProvider.SIMPLE.value(), operationName)
      .dimensions(this.slab?.dimensions)
      .collectionName('in-memory-map')
      .similarityMetric(VectorStoreSimilarityMetric.COSINE.value());
  }

  private matches(filter: Expression, row: number): boolean {
    return this.filterExpressionEvaluator.evaluate(filter, this.metadatas[row] as Map<string, unknown>);
  }

  private content(row: number): StoredContent {
    return {
      id: this.ids[row] as string,
      text: this.texts[row] as string,
      metadata: Object.fromEntries(this.metadatas[row] as Map<string, unknown>),
      embedding: (this.slab as VectorSlab).row(row),
    };
  }

  private put(id: string, text: string, metadata: Map<string, unknown>, embedding: number[], vectorNorm: number): void {
    const slab = this.slab as VectorSlab;
    const existing = this.rowById.get(id);
    if (existing !== undefined) {
      slab.set(existing, embedding, vectorNorm);
      this.texts[existing] = text;
      this.metadatas[existing] = new Map(metadata);
      return;
    }
    const row = slab.push(embedding, vectorNorm);
    this.ids[row] = id;
    this.texts[row] = text;
    this.metadatas[row] = new Map(metadata);
    this.rowById.set(id, row);
  }

  private remove(id: string): void {
    const row = this.rowById.get(id);
    if (row === undefined || this.slab === undefined) return;
    const moved = this.slab.removeSwap(row);
    this.rowById.delete(id);
    if (moved >= 0) {
      this.ids[row] = this.ids[moved] as string;
      this.texts[row] = this.texts[moved] as string;
      this.metadatas[row] = this.metadatas[moved] as Map<string, unknown>;
      this.rowById.set(this.ids[row] as string, row);
    }
    this.ids.pop();
    this.texts.pop();
    this.metadatas.pop();
  }
}

/**
 * Nested types of {@link SimpleVectorStore}.
 *
 * @category Vector Store
 */
export namespace SimpleVectorStore {
  /**
   * Java's `SimpleVectorStore.SimpleVectorStoreBuilder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/SimpleVectorStore.SimpleVectorStoreBuilder.html
   */
  export class SimpleVectorStoreBuilder extends AbstractVectorStoreBuilder<SimpleVectorStoreBuilder> {
    /** The store. */
    build(): SimpleVectorStore {
      return SimpleVectorStore.create(this);
    }
  }
}
