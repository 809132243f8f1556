/* Ported from Spring AI VectorStoreProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The systems that provide vector stores, as named in observations (`db.system`).
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/VectorStoreProvider.html
 * @category Observation
 */
export class VectorStoreProvider extends JavaEnumConstant {
  /** Azure (`azure`). */
  static readonly AZURE = new VectorStoreProvider('AZURE', 0, 'azure');

  /** Cassandra (`cassandra`). */
  static readonly CASSANDRA = new VectorStoreProvider('CASSANDRA', 1, 'cassandra');

  /** Chroma (`chroma`). */
  static readonly CHROMA = new VectorStoreProvider('CHROMA', 2, 'chroma');

  /** Cosmos DB (`cosmosdb`). */
  static readonly COSMOSDB = new VectorStoreProvider('COSMOSDB', 3, 'cosmosdb');

  /** Couchbase (`couchbase`). */
  static readonly COUCHBASE = new VectorStoreProvider('COUCHBASE', 4, 'couchbase');

  /** Elasticsearch (`elasticsearch`). */
  static readonly ELASTICSEARCH = new VectorStoreProvider('ELASTICSEARCH', 5, 'elasticsearch');

  /** GemFire (`gemfire`). */
  static readonly GEMFIRE = new VectorStoreProvider('GEMFIRE', 6, 'gemfire');

  /** SAP HANA (`hana`). */
  static readonly HANA = new VectorStoreProvider('HANA', 7, 'hana');

  /** MariaDB (`mariadb`). */
  static readonly MARIADB = new VectorStoreProvider('MARIADB', 8, 'mariadb');

  /** Milvus (`milvus`). */
  static readonly MILVUS = new VectorStoreProvider('MILVUS', 9, 'milvus');

  /** MongoDB (`mongodb`). */
  static readonly MONGODB = new VectorStoreProvider('MONGODB', 10, 'mongodb');

  /** Neo4j (`neo4j`). */
  static readonly NEO4J = new VectorStoreProvider('NEO4J', 11, 'neo4j');

  /** OpenSearch (`opensearch`). */
  static readonly OPENSEARCH = new VectorStoreProvider('OPENSEARCH', 12, 'opensearch');

  /** Oracle (`oracle`). */
  static readonly ORACLE = new VectorStoreProvider('ORACLE', 13, 'oracle');

  /** PGVector (`pg_vector`). */
  static readonly PG_VECTOR = new VectorStoreProvider('PG_VECTOR', 14, 'pg_vector');

  /** Pinecone (`pinecone`). */
  static readonly PINECONE = new VectorStoreProvider('PINECONE', 15, 'pinecone');

  /** Qdrant (`qdrant`). */
  static readonly QDRANT = new VectorStoreProvider('QDRANT', 16, 'qdrant');

  /** Redis (`redis`). */
  static readonly REDIS = new VectorStoreProvider('REDIS', 17, 'redis');

  /** The in-memory simple vector store (`simple`). */
  static readonly SIMPLE = new VectorStoreProvider('SIMPLE', 18, 'simple');

  /** Typesense (`typesense`). */
  static readonly TYPESENSE = new VectorStoreProvider('TYPESENSE', 19, 'typesense');

  /** Weaviate (`weaviate`). */
  static readonly WEAVIATE = new VectorStoreProvider('WEAVIATE', 20, 'weaviate');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): VectorStoreProvider {
    return VectorStoreProvider.constantNamed('org.springframework.ai.observation.conventions.VectorStoreProvider', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
