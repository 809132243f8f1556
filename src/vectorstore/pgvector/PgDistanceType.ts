/* Ported from Spring AI PgVectorStore.PgDistanceType (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The distance `PgVectorStore` searches with: `COSINE_DISTANCE` (default, `<=>`),
 * `EUCLIDEAN_DISTANCE` (`<->`) or `NEGATIVE_INNER_PRODUCT` (`<#>`), with its operator, index
 * operator class and search SQL.
 *
 * @remarks
 * Java's nested enum `PgVectorStore.PgDistanceType`, also reachable under that name. The search
 * SQL uses `?` placeholders and `%s` for the table and the filter, as in Spring, with `?::vector`
 * casts so that both PostgreSQL drivers bind the query vector as text.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorStore.PgDistanceType.html
 * @category Vector Store
 */
export class PgDistanceType {
  /** Euclidean (L2) distance. */
  static readonly EUCLIDEAN_DISTANCE = new PgDistanceType(
    'EUCLIDEAN_DISTANCE',
    '<->',
    'vector_l2_ops',
    'SELECT id, content, metadata, embedding <-> ?::vector AS distance FROM %s WHERE embedding <-> ?::vector < ? %s ORDER BY distance LIMIT ? ',
  );
  /** Negative inner product, shifted by one. */
  static readonly NEGATIVE_INNER_PRODUCT = new PgDistanceType(
    'NEGATIVE_INNER_PRODUCT',
    '<#>',
    'vector_ip_ops',
    'SELECT id, content, metadata, (1 + (embedding <#> ?::vector)) AS distance FROM %s WHERE (1 + (embedding <#> ?::vector)) < ? %s ORDER BY distance LIMIT ? ',
  );
  /** Cosine distance (the default). */
  static readonly COSINE_DISTANCE = new PgDistanceType(
    'COSINE_DISTANCE',
    '<=>',
    'vector_cosine_ops',
    'SELECT id, content, metadata, embedding <=> ?::vector AS distance FROM %s WHERE embedding <=> ?::vector < ? %s ORDER BY distance LIMIT ? ',
  );

  private constructor(
    private readonly _name: string,
    /** The pgvector operator. */
    readonly operator: string,
    /** The index operator class. */
    readonly index: string,
    /** The search SQL (`%s`: table, then filter). */
    readonly similaritySearchSqlTemplate: string,
  ) {}

  /** All constants. */
  static values(): PgDistanceType[] {
    return [PgDistanceType.EUCLIDEAN_DISTANCE, PgDistanceType.NEGATIVE_INNER_PRODUCT, PgDistanceType.COSINE_DISTANCE];
  }

  /** The name. */
  name(): string {
    return this._name;
  }

  /** The name. */
  toString(): string {
    return this._name;
  }
}
