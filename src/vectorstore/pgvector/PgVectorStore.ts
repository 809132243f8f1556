/* Ported from Spring AI PgVectorStore (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import type { Document } from '../../document/Document.js';
import { EmbeddingOptions } from '../../embedding/EmbeddingOptions.js';
import type { EmbeddingModel } from '../../embedding/EmbeddingModel.js';
import type { JdbcTemplate } from '../../java/jdbc/JdbcTemplate.js';
import { recoverMissingTable } from '../../java/jdbc/recoverMissingTable.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { VectorStoreProvider } from '../../observation/conventions/VectorStoreProvider.js';
import { VectorStoreSimilarityMetric } from '../../observation/conventions/VectorStoreSimilarityMetric.js';
import { AbstractVectorStoreBuilder } from '../AbstractVectorStoreBuilder.js';
import type { Expression } from '../filter/Expression.js';
import { AbstractObservationVectorStore } from '../observation/AbstractObservationVectorStore.js';
import { VectorStoreObservationContext } from '../observation/VectorStoreObservationContext.js';
import type { SearchRequest } from '../SearchRequest.js';
import { PgDistanceType } from './PgDistanceType.js';
import { PgIdType } from './PgIdType.js';
import { PgIndexType } from './PgIndexType.js';
import { PgVectorFilterExpressionConverter } from './PgVectorFilterExpressionConverter.js';
import { createSchema } from './internal/createSchema.js';
import { checkIdentifier, convertIdToPgType } from './internal/pgIdentifiers.js';
import { toDocument } from './internal/DocumentRowMapper.js';
import { validateTableSchema } from './internal/validateTableSchema.js';

const logger = LoggerFactory.getLogger('PgVectorStore');
const ROWS_PER_INSERT = 500;

/** The builder's settings. */
interface PgVectorStoreSettings {
  jdbcTemplate: JdbcTemplate;
  schemaName: string;
  vectorTableName: string;
  idType: PgIdType;
  vectorTableValidationsEnabled: boolean;
  dimensions: number;
  distanceType: PgDistanceType;
  removeExistingVectorStoreTable: boolean;
  indexType: PgIndexType;
  initializeSchema: boolean;
  maxDocumentBatchSize: number;
}

// pgvector stores float32: nine significant digits name each float32 exactly, so the stored value
// is Math.fround(x) (a full double literal is rounded twice and sometimes lands one float32 off),
// and the shorter text parses about 10% faster.
const vectorLiteral = (embedding: readonly number[]): string => `[${embedding.map((x) => Math.fround(x).toPrecision(9)).join(',')}]`;

/**
 * A vector store on PostgreSQL with the pgvector extension: one table (`id`, `content`,
 * `metadata` JSON, `embedding vector(n)`), an HNSW / IVFFlat / no index, cosine, Euclidean or
 * negative-inner-product distance, upserts in batches, and filters as SQL/JSON path predicates.
 *
 * @remarks
 * It works through a {@link JdbcTemplate}, so the driver is the application's choice:
 * `PgDataSource` (`spring-ai-ts/pg`, node-postgres) or `PGliteDataSource`
 * (`spring-ai-ts/pglite`, with `vector` from `@electric-sql/pglite/vector` among its extensions).
 * Spring's `afterPropertiesSet` (schema creation when `initializeSchema(true)`) returns a
 * `Promise`; the store also runs it once before its first operation. Table, schema and index
 * names must be plain SQL identifiers (anything else is an `IllegalArgumentException`); the
 * filter path, the query vector, ids, texts and metadata are always bound parameters. Every
 * embedding is checked against the table's dimensions before anything is written. Rows are
 * upserted with multi-row `INSERT … ON CONFLICT` statements (500 rows each; the last of
 * duplicate ids in one call wins). The schema validator (`vectorTableValidationsEnabled`) checks
 * that the table exists and has the four columns. `embeddingDistance(query)` is not ported.
 * Schema creation runs in one transaction under an advisory lock, so several instances may start
 * on one database at once (Spring's statements race there).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorStore.html
 * @category Vector Store
 */
export class PgVectorStore extends AbstractObservationVectorStore {
  /** The dimensions used when neither the builder nor the model tells them. */
  static readonly OPENAI_EMBEDDING_DIMENSION_SIZE = 1536;
  /** "Not set" for dimensions. */
  static readonly INVALID_EMBEDDING_DIMENSION = -1;
  /** The default table. */
  static readonly DEFAULT_TABLE_NAME = 'vector_store';
  /** The default id type. */
  static readonly DEFAULT_ID_TYPE = PgIdType.UUID;
  /** The default index name. */
  static readonly DEFAULT_VECTOR_INDEX_NAME = 'spring_ai_vector_index';
  /** The default schema. */
  static readonly DEFAULT_SCHEMA_NAME = 'public';
  /** Schema validation is off by default. */
  static readonly DEFAULT_SCHEMA_VALIDATION = false;
  /** The most documents written per batch. */
  static readonly MAX_DOCUMENT_BATCH_SIZE = 10_000;
  /** Java's nested enum. */
  static readonly PgIndexType = PgIndexType;
  /** Java's nested enum. */
  static readonly PgIdType = PgIdType;
  /** Java's nested enum. */
  static readonly PgDistanceType = PgDistanceType;

  /** The filter converter (Spring's public field). */
  readonly filterExpressionConverter = new PgVectorFilterExpressionConverter();

  private readonly jdbcTemplate: JdbcTemplate;
  private readonly vectorTableName: string;
  private readonly vectorIndexName: string;
  private readonly schemaName: string;
  private readonly idType: PgIdType;
  private readonly schemaValidation: boolean;
  private readonly initializeSchema: boolean;
  private readonly dimensions: number;
  private readonly distanceType: PgDistanceType;
  private readonly removeExistingVectorStoreTable: boolean;
  private readonly createIndexMethod: PgIndexType;
  private readonly maxDocumentBatchSize: number;
  private resolvedDimensions: number | undefined;
  private initialization: Promise<void> | undefined;

  /** Use `PgVectorStore.builder(jdbcTemplate, embeddingModel)`. */
  protected constructor(builder: PgVectorStore.PgVectorStoreBuilder) {
    super(builder as never);
    const v = builder.values();
    Assert.notNull(v.jdbcTemplate, 'JdbcTemplate must not be null');
    this.jdbcTemplate = v.jdbcTemplate;
    this.vectorTableName = checkIdentifier(v.vectorTableName.trim() === '' ? PgVectorStore.DEFAULT_TABLE_NAME : v.vectorTableName.trim(), 'vectorTableName');
    this.vectorIndexName = this.vectorTableName === PgVectorStore.DEFAULT_TABLE_NAME ? PgVectorStore.DEFAULT_VECTOR_INDEX_NAME : `${this.vectorTableName}_index`;
    this.schemaName = checkIdentifier(v.schemaName, 'schemaName');
    this.idType = v.idType;
    this.schemaValidation = v.vectorTableValidationsEnabled;
    this.dimensions = v.dimensions;
    this.distanceType = v.distanceType;
    this.removeExistingVectorStoreTable = v.removeExistingVectorStoreTable;
    this.createIndexMethod = v.indexType;
    this.initializeSchema = v.initializeSchema;
    this.maxDocumentBatchSize = v.maxDocumentBatchSize;
  }

  /** A builder for a store on this JDBC template and embedding model. */
  static builder(jdbcTemplate: JdbcTemplate, embeddingModel: EmbeddingModel): PgVectorStore.PgVectorStoreBuilder {
    return new PgVectorStore.PgVectorStoreBuilder(jdbcTemplate, embeddingModel);
  }

  /** @internal Called by the builder. */
  static create(builder: PgVectorStore.PgVectorStoreBuilder): PgVectorStore {
    return new PgVectorStore(builder);
  }

  /** The distance type. */
  getDistanceType(): PgDistanceType {
    return this.distanceType;
  }

  /** Validates and (with `initializeSchema`) creates the extensions, schema, table and index; runs once. */
  afterPropertiesSet(): Promise<void> {
    this.initialization ??= this.initialize().catch((error: unknown) => {
      this.initialization = undefined;
      throw error;
    });
    return this.initialization;
  }

  /** Embeds the documents, checks the dimensions, then upserts them. */
  async doAdd(documents: Document[]): Promise<void> {
    await this.afterPropertiesSet();
    const embeddings = await this.embeddingModel.embed(documents, EmbeddingOptions.builder().build(), this.batchingStrategy);
    const dimensions = await this.embeddingDimensions();
    documents.forEach((document, i) => {
      const embedding = embeddings[i];
      Assert.isTrue(embedding !== undefined && embedding.length > 0, 'embedding vector must not be empty');
      if (embedding.length !== dimensions) {
        throw new IllegalArgumentException(`Embedding of document ${document.getId()} has ${embedding.length} dimensions; the table holds ${dimensions}`);
      }
      this.convertIdToPgType(document.getId());
    });
    // Upserts: after a missing table is re-created, running them all again is safe.
    await this.withTable(async () => {
      for (let start = 0; start < documents.length; start += this.maxDocumentBatchSize) {
        await this.insertOrUpdateBatch(documents.slice(start, start + this.maxDocumentBatchSize), embeddings.slice(start, start + this.maxDocumentBatchSize));
      }
    });
  }

  /** Deletes by ids, or the rows whose metadata matches the filter. */
  override doDelete(idList: string[]): Promise<void>;
  override doDelete(filterExpression: Expression): Promise<void>;
  override async doDelete(target: string[] | Expression): Promise<void> {
    await this.afterPropertiesSet();
    if (Array.isArray(target)) {
      if (target.length === 0) return;
      const ids = target.map((id) => this.convertIdToPgType(id));
      await this.withTable(() => this.jdbcTemplate.batchUpdate(`DELETE FROM ${this.getFullyQualifiedTableName()} WHERE id = ?`, ids.map((id) => [id])));
      return;
    }
    const path = this.filterExpressionConverter.convertToJsonPath(target);
    try {
      await this.withTable(() => this.jdbcTemplate.update(`DELETE FROM ${this.getFullyQualifiedTableName()} WHERE metadata::jsonb @@ ?::jsonpath`, path));
    } catch (error) {
      throw new IllegalStateException('Failed to delete documents by filter', error);
    }
  }

  /** The nearest rows within the threshold that match the filter, best first. */
  async doSimilaritySearch(request: SearchRequest): Promise<Document[]> {
    await this.afterPropertiesSet();
    const filter = request.getFilterExpression();
    const path = filter === undefined ? undefined : this.filterExpressionConverter.convertToJsonPath(filter);
    const distance = 1 - request.getSimilarityThreshold();
    const queryEmbedding = vectorLiteral(await this.embeddingModel.embed(request.getQuery()));
    const sql = this.distanceType.similaritySearchSqlTemplate
      .replace('%s', this.getFullyQualifiedTableName())
      .replace('%s', path === undefined ? '' : ' AND metadata::jsonb @@ ?::jsonpath ');
    const args = path === undefined ? [queryEmbedding, queryEmbedding, distance, request.getTopK()] : [queryEmbedding, queryEmbedding, distance, path, request.getTopK()];
    return this.withTable(() => this.jdbcTemplate.query(sql, toDocument, ...args));
  }

  /** The JDBC template (Spring's `getNativeClient`). */
  override getNativeClient<T>(): T | undefined {
    return this.jdbcTemplate as unknown as T;
  }

  /** System `pg_vector`, the table, schema, metric and (once known) dimensions. */
  createObservationContextBuilder(operationName: string): VectorStoreObservationContext.Builder {
    const metric =
      this.distanceType === PgDistanceType.COSINE_DISTANCE
        ? VectorStoreSimilarityMetric.COSINE.value()
        : this.distanceType === PgDistanceType.EUCLIDEAN_DISTANCE
          ? VectorStoreSimilarityMetric.EUCLIDEAN.value()
          : VectorStoreSimilarityMetric.DOT.value();
    return VectorStoreObservationContext.builder(VectorStoreProvider.PG_VECTOR.value(), operationName)
      .collectionName(this.vectorTableName)
      .dimensions(this.dimensions > 0 ? this.dimensions : this.resolvedDimensions)
      .namespace(this.schemaName)
      .similarityMetric(metric);
  }

  /** @internal The table's dimensions: the builder's, else the model's, else 1536. */
  async embeddingDimensions(): Promise<number> {
    if (this.dimensions > 0) return this.dimensions;
    if (this.resolvedDimensions !== undefined) return this.resolvedDimensions;
    try {
      const dimensions = await this.embeddingModel.dimensions();
      if (dimensions > 0) return (this.resolvedDimensions = dimensions);
    } catch {
      logger.warn(`Failed to obtain the embedding dimensions from the embedding model and fall backs to default:${PgVectorStore.OPENAI_EMBEDDING_DIMENSION_SIZE}`);
    }
    return (this.resolvedDimensions = PgVectorStore.OPENAI_EMBEDDING_DIMENSION_SIZE);
  }

  /**
   * Runs `work`; a missing table re-runs the initialization once and retries (initializeSchema
   * on), or rejects with MissingTableException naming the setting (off).
   */
  private withTable<T>(work: () => Promise<T>): Promise<T> {
    const recovery = {
      table: this.getFullyQualifiedTableName(),
      setting: 'PgVectorStore.builder(…).initializeSchema(true)',
      initializeSchema: this.initializeSchema,
      // Never drops the table again: a concurrent call may have re-created and filled it.
      reinitialize: () => this.initialize(false),
    };
    return recoverMissingTable(recovery, work);
  }

  private async initialize(removeExistingTable = this.removeExistingVectorStoreTable): Promise<void> {
    const table = this.getFullyQualifiedTableName();
    if (this.schemaValidation) await validateTableSchema(this.jdbcTemplate, this.schemaName, this.vectorTableName);
    if (!this.initializeSchema) {
      logger.debug(`Skipping the schema initialization for the table: ${table}`);
      return;
    }
    await createSchema(this.jdbcTemplate, {
      schemaName: this.schemaName,
      table,
      idType: this.idType,
      dimensions: await this.embeddingDimensions(),
      removeExistingTable,
      indexType: this.createIndexMethod,
      indexName: this.vectorIndexName,
      distanceType: this.distanceType,
    });
  }

  private async insertOrUpdateBatch(batch: Document[], embeddings: number[][]): Promise<void> {
    // One statement cannot upsert the same id twice; the last occurrence wins, as in sequential upserts.
    const rows = new Map<string, unknown[]>();
    batch.forEach((document, i) => {
      rows.set(document.getId(), [
        this.convertIdToPgType(document.getId()),
        document.getText(),
        JSON.stringify(Object.fromEntries(document.getMetadata())),
        vectorLiteral(embeddings[i] as number[]),
      ]);
    });
    const all = [...rows.values()];
    for (let start = 0; start < all.length; start += ROWS_PER_INSERT) {
      const chunk = all.slice(start, start + ROWS_PER_INSERT);
      const values = chunk.map(() => '(?, ?, ?::jsonb, ?::vector)').join(', ');
      await this.jdbcTemplate.update(
        `INSERT INTO ${this.getFullyQualifiedTableName()} (id, content, metadata, embedding) VALUES ${values} ` +
          'ON CONFLICT (id) DO UPDATE SET content = EXCLUDED.content, metadata = EXCLUDED.metadata, embedding = EXCLUDED.embedding',
        ...chunk.flat(),
      );
    }
  }

  private convertIdToPgType(id: string): unknown {
    return convertIdToPgType(this.idType, id);
  }

  private getFullyQualifiedTableName(): string {
    return `${this.schemaName}.${this.vectorTableName}`;
  }
}

/**
 * Nested types of {@link PgVectorStore}.
 *
 * @category Vector Store
 */
export namespace PgVectorStore {
  /**
   * Java's `PgVectorStore.PgVectorStoreBuilder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorStore.PgVectorStoreBuilder.html
   */
  export class PgVectorStoreBuilder extends AbstractVectorStoreBuilder<PgVectorStoreBuilder> {
    private readonly settings: PgVectorStoreSettings;

    /** @internal Use `PgVectorStore.builder(jdbcTemplate, embeddingModel)`. */
    constructor(jdbcTemplate: JdbcTemplate, embeddingModel: EmbeddingModel) {
      super(embeddingModel);
      Assert.notNull(jdbcTemplate, 'JdbcTemplate must not be null');
      this.settings = {
        jdbcTemplate,
        schemaName: PgVectorStore.DEFAULT_SCHEMA_NAME,
        vectorTableName: PgVectorStore.DEFAULT_TABLE_NAME,
        idType: PgVectorStore.DEFAULT_ID_TYPE,
        vectorTableValidationsEnabled: PgVectorStore.DEFAULT_SCHEMA_VALIDATION,
        dimensions: PgVectorStore.INVALID_EMBEDDING_DIMENSION,
        distanceType: PgDistanceType.COSINE_DISTANCE,
        removeExistingVectorStoreTable: false,
        indexType: PgIndexType.HNSW,
        initializeSchema: false,
        maxDocumentBatchSize: PgVectorStore.MAX_DOCUMENT_BATCH_SIZE,
      };
    }

    /** The schema (`public`). */
    schemaName(schemaName: string): this {
      return this.set('schemaName', schemaName);
    }
    /** The table (`vector_store`). */
    vectorTableName(vectorTableName: string): this {
      return this.set('vectorTableName', vectorTableName);
    }
    /** The id column type (`UUID`). */
    idType(idType: PgIdType): this {
      return this.set('idType', idType);
    }
    /** Check the table before use. */
    vectorTableValidationsEnabled(vectorTableValidationsEnabled: boolean): this {
      return this.set('vectorTableValidationsEnabled', vectorTableValidationsEnabled);
    }
    /** The embedding dimensions (asked from the model when unset). */
    dimensions(dimensions: number): this {
      return this.set('dimensions', dimensions);
    }
    /** The distance (`COSINE_DISTANCE`). */
    distanceType(distanceType: PgDistanceType): this {
      return this.set('distanceType', distanceType);
    }
    /** Drop the table at initialization. */
    removeExistingVectorStoreTable(removeExistingVectorStoreTable: boolean): this {
      return this.set('removeExistingVectorStoreTable', removeExistingVectorStoreTable);
    }
    /** The index (`HNSW`). */
    indexType(indexType: PgIndexType): this {
      return this.set('indexType', indexType);
    }
    /** Create extensions, schema, table and index (off by default, as in Spring). */
    initializeSchema(initializeSchema: boolean): this {
      return this.set('initializeSchema', initializeSchema);
    }
    /** Documents per write batch (10,000). */
    maxDocumentBatchSize(maxDocumentBatchSize: number): this {
      return this.set('maxDocumentBatchSize', maxDocumentBatchSize);
    }
    /** The store. */
    build(): PgVectorStore {
      return PgVectorStore.create(this);
    }
    /** @internal The settings, read by the store's constructor. */
    values(): Readonly<PgVectorStoreSettings> {
      return { ...this.settings };
    }

    private set<K extends keyof PgVectorStoreSettings>(key: K, value: PgVectorStoreSettings[K]): this {
      this.settings[key] = value;
      return this;
    }
  }
}
