/* Ported from Spring AI PgVectorStore.PgIndexType (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The vector index `PgVectorStore` creates: `NONE` (exact scans), `IVFFLAT` or `HNSW` (default).
 *
 * @remarks
 * Java's nested enum `PgVectorStore.PgIndexType`, also reachable under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorStore.PgIndexType.html
 * @category Vector Store
 */
export class PgIndexType {
  /** No index: exact nearest-neighbour search. */
  static readonly NONE = new PgIndexType('NONE');
  /** Inverted-file index with flat lists. */
  static readonly IVFFLAT = new PgIndexType('IVFFLAT');
  /** Hierarchical navigable small-world graph (the default). */
  static readonly HNSW = new PgIndexType('HNSW');

  private constructor(private readonly _name: string) {}

  /** All constants. */
  static values(): PgIndexType[] {
    return [PgIndexType.NONE, PgIndexType.IVFFLAT, PgIndexType.HNSW];
  }

  /** The name. */
  name(): string {
    return this._name;
  }

  /** The name (`HNSW`), as used in `CREATE INDEX … USING`. */
  toString(): string {
    return this._name;
  }
}
