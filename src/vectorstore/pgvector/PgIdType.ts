/* Ported from Spring AI PgVectorStore.PgIdType (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The id column type of `PgVectorStore`'s table: `UUID` (default), `TEXT`, `INTEGER`, `SERIAL`,
 * `BIGSERIAL`.
 *
 * @remarks
 * Java's nested enum `PgVectorStore.PgIdType`, also reachable under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorStore.PgIdType.html
 * @category Vector Store
 */
export class PgIdType {
  /** `uuid DEFAULT uuid_generate_v4()`. */
  static readonly UUID = new PgIdType('UUID', 'uuid DEFAULT uuid_generate_v4()');
  /** `text`. */
  static readonly TEXT = new PgIdType('TEXT', 'text');
  /** `integer`. */
  static readonly INTEGER = new PgIdType('INTEGER', 'integer');
  /** `serial`. */
  static readonly SERIAL = new PgIdType('SERIAL', 'serial');
  /** `bigserial`. */
  static readonly BIGSERIAL = new PgIdType('BIGSERIAL', 'bigserial');

  private constructor(
    private readonly _name: string,
    private readonly columnType: string,
  ) {}

  /** All constants. */
  static values(): PgIdType[] {
    return [PgIdType.UUID, PgIdType.TEXT, PgIdType.INTEGER, PgIdType.SERIAL, PgIdType.BIGSERIAL];
  }

  /** @internal The column type in `CREATE TABLE`. */
  getColumnTypeName(): string {
    return this.columnType;
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
