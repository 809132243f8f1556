/* Ported from Spring AI VectorStoreObservationAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The attribute keys of vector store observations, after the OpenTelemetry semantic conventions
 * for databases.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/VectorStoreObservationAttributes.html
 * @category Observation
 */
export class VectorStoreObservationAttributes extends JavaEnumConstant {
  /** The collection (table, container) name (`db.collection.name`). */
  static readonly DB_COLLECTION_NAME = new VectorStoreObservationAttributes(
    'DB_COLLECTION_NAME',
    0,
    'db.collection.name',
  );

  /** The fully qualified database name (`db.namespace`). */
  static readonly DB_NAMESPACE = new VectorStoreObservationAttributes('DB_NAMESPACE', 1, 'db.namespace');

  /** The operation or command executed (`db.operation.name`). */
  static readonly DB_OPERATION_NAME = new VectorStoreObservationAttributes(
    'DB_OPERATION_NAME',
    2,
    'db.operation.name',
  );

  /** The record identifier (`db.record.id`). */
  static readonly DB_RECORD_ID = new VectorStoreObservationAttributes('DB_RECORD_ID', 3, 'db.record.id');

  /** The database product (`db.system`). */
  static readonly DB_SYSTEM = new VectorStoreObservationAttributes('DB_SYSTEM', 4, 'db.system');

  /** The similarity metric of a search (`db.search.similarity_metric`). */
  static readonly DB_SEARCH_SIMILARITY_METRIC = new VectorStoreObservationAttributes(
    'DB_SEARCH_SIMILARITY_METRIC',
    5,
    'db.search.similarity_metric',
  );

  /** The vector dimension (`db.vector.dimension_count`). */
  static readonly DB_VECTOR_DIMENSION_COUNT = new VectorStoreObservationAttributes(
    'DB_VECTOR_DIMENSION_COUNT',
    6,
    'db.vector.dimension_count',
  );

  /** The vector field name (`db.vector.field_name`). */
  static readonly DB_VECTOR_FIELD_NAME = new VectorStoreObservationAttributes(
    'DB_VECTOR_FIELD_NAME',
    7,
    'db.vector.field_name',
  );

  /** The search query content (`db.vector.query.content`). */
  static readonly DB_VECTOR_QUERY_CONTENT = new VectorStoreObservationAttributes(
    'DB_VECTOR_QUERY_CONTENT',
    8,
    'db.vector.query.content',
  );

  /** The metadata filter of the query (`db.vector.query.filter`). */
  static readonly DB_VECTOR_QUERY_FILTER = new VectorStoreObservationAttributes(
    'DB_VECTOR_QUERY_FILTER',
    9,
    'db.vector.query.filter',
  );

  /** The documents a similarity search returned (`db.vector.query.response.documents`). */
  static readonly DB_VECTOR_QUERY_RESPONSE_DOCUMENTS = new VectorStoreObservationAttributes(
    'DB_VECTOR_QUERY_RESPONSE_DOCUMENTS',
    10,
    'db.vector.query.response.documents',
  );

  /**
   * The similarity threshold (0.0 accepts all, 1.0 only exact matches)
   * (`db.vector.query.similarity_threshold`).
   */
  static readonly DB_VECTOR_QUERY_SIMILARITY_THRESHOLD = new VectorStoreObservationAttributes(
    'DB_VECTOR_QUERY_SIMILARITY_THRESHOLD',
    11,
    'db.vector.query.similarity_threshold',
  );

  /** How many most similar vectors to return (`db.vector.query.top_k`). */
  static readonly DB_VECTOR_QUERY_TOP_K = new VectorStoreObservationAttributes(
    'DB_VECTOR_QUERY_TOP_K',
    12,
    'db.vector.query.top_k',
  );

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): VectorStoreObservationAttributes {
    return VectorStoreObservationAttributes.constantNamed('org.springframework.ai.observation.conventions.VectorStoreObservationAttributes', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
