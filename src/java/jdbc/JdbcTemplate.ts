/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.core.JdbcTemplate (the part Spring AI uses). */
import { AbortedException } from '../core/AbortedException.js';
import { Assert } from '../core/Assert.js';
import { CannotGetJdbcConnectionException } from './CannotGetJdbcConnectionException.js';
import type { Connection } from './Connection.js';
import { DataAccessException } from './DataAccessException.js';
import type { DataSource } from './DataSource.js';
import { EmptyResultDataAccessException } from './EmptyResultDataAccessException.js';
import { IncorrectResultSizeDataAccessException } from './IncorrectResultSizeDataAccessException.js';
import { boundConnection, runBound } from './internal/boundConnections.js';
import { rewriteBatchedInsert } from './internal/rewriteBatchedInsert.js';
import { toPositionalParameters } from './internal/toPositionalParameters.js';
import { translateSqlError } from './internal/translateSqlError.js';
import type { RowMapper } from './RowMapper.js';
import type { SqlQueryResult } from './SqlQueryResult.js';


const SCALAR_TYPES: readonly unknown[] = [String, Number, Boolean, BigInt, Date, Object];

/**
 * Runs SQL on a {@link DataSource} with JDBC's `?` placeholders and turns driver errors into
 * {@link DataAccessException}s; the port of the part of Spring's `JdbcTemplate` that Spring AI's
 * JDBC classes use.
 *
 * Every value is bound as a parameter, never spliced into the SQL. Inside a transaction of a
 * {@link DataSourceTransactionManager} on the same data source, the statements run on that
 * transaction's connection.
 *
 * @example
 * ```ts
 * const jdbc = new JdbcTemplate(dataSource);
 * const ids = await jdbc.queryForList('SELECT id FROM t WHERE owner = ?', String, owner);
 * ```
 *
 * @remarks
 * Every method returns a `Promise`. Placeholders are `?` as in JDBC (rewritten to PostgreSQL's
 * `$1`, `$2`, …; write `??` for a literal `?` operator). Rows are objects keyed by column label
 * for a {@link RowMapper}, and `Map`s for `queryForMap`/`queryForList` as in Java. A class literal
 * (`String`, `Number`, `Boolean`, `BigInt`, `Date`) stands for Java's `String.class`,
 * `Integer.class`, … and converts the value (PostgreSQL's `bigint` arrives as a string from `pg`;
 * `Number` turns it into a number). `batchUpdate` runs in one transaction, and a batch of
 * `INSERT … VALUES (?, …)` becomes multi-row inserts (as the PostgreSQL JDBC driver's
 * `reWriteBatchedInserts` does), one round trip per 1,000 rows.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/core/JdbcTemplate.html
 * @category JDBC
 */
export class JdbcTemplate {
  /** The tsyringe token of the application's `JdbcTemplate` (`@inject(JdbcTemplate.TOKEN)`). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.JdbcTemplate');

  private readonly dataSource: DataSource;

  /** @throws IllegalArgumentException `"Property 'dataSource' is required"` */
  constructor(dataSource: DataSource) {
    Assert.notNull(dataSource, "Property 'dataSource' is required");
    this.dataSource = dataSource;
  }

  /** The data source the statements run on. */
  getDataSource(): DataSource {
    return this.dataSource;
  }

  /** Runs SQL without parameters (DDL, or a script of several statements). */
  async execute(sql: string): Promise<void> {
    try {
      await this.connection().execute(sql);
    } catch (error) {
      throw retranslate('StatementCallback', sql, error);
    }
  }

  /** The rows of a query, each turned into a value by `rowMapper`. */
  async query<T>(
    sql: string,
    rowMapper: RowMapper<T> | ((row: Record<string, unknown>, rowNum: number) => T),
    ...args: unknown[]
  ): Promise<T[]> {
    Assert.notNull(rowMapper, 'RowMapper must not be null');
    const map = typeof rowMapper === 'function' ? rowMapper : rowMapper.mapRow.bind(rowMapper);
    const result = await this.run(sql, args);
    return result.rows.map((row, index) => map(row, index));
  }

  /**
   * The rows of a query as `Map`s of column label to value; or, with a class literal as second
   * argument (Java's `queryForList(sql, String.class, args…)`), the values of its single column.
   */
  queryForList(sql: string, ...args: unknown[]): Promise<Map<string, unknown>[]>;
  queryForList<T>(sql: string, elementType: StringConstructor | NumberConstructor | BooleanConstructor | BigIntConstructor | DateConstructor, ...args: unknown[]): Promise<T[]>;
  async queryForList(sql: string, ...args: unknown[]): Promise<unknown[]> {
    if (args.length > 0 && SCALAR_TYPES.includes(args[0])) {
      const [elementType, ...params] = args;
      const result = await this.run(sql, params);
      return result.rows.map((row) => convert(singleColumn(row), elementType));
    }
    const result = await this.run(sql, args);
    return result.rows.map((row) => new Map(Object.entries(row)));
  }

  /**
   * The single row of a query as a `Map`.
   * @throws IncorrectResultSizeDataAccessException (as a rejection) unless exactly one row came back
   */
  async queryForMap(sql: string, ...args: unknown[]): Promise<Map<string, unknown>> {
    const result = await this.run(sql, args);
    return new Map(Object.entries(requiredSingleRow(result.rows)));
  }

  /**
   * The single value of a one-row query, converted to `requiredType`; or, with a
   * {@link RowMapper}, the mapped single row.
   * @throws IncorrectResultSizeDataAccessException (as a rejection) unless exactly one row came back
   */
  queryForObject<T>(sql: string, requiredType: StringConstructor | NumberConstructor | BooleanConstructor | BigIntConstructor | DateConstructor, ...args: unknown[]): Promise<T>;
  queryForObject<T>(
    sql: string,
    rowMapper: RowMapper<T> | ((row: Record<string, unknown>, rowNum: number) => T),
    ...args: unknown[]
  ): Promise<T>;
  async queryForObject(sql: string, typeOrMapper: unknown, ...args: unknown[]): Promise<unknown> {
    const result = await this.run(sql, args);
    const row = requiredSingleRow(result.rows);
    if (SCALAR_TYPES.includes(typeOrMapper)) return convert(singleColumn(row), typeOrMapper);
    const mapper = typeOrMapper as RowMapper<unknown> | ((row: Record<string, unknown>, rowNum: number) => unknown);
    return typeof mapper === 'function' ? mapper(row, 0) : mapper.mapRow(row, 0);
  }

  /** Runs an `INSERT`, `UPDATE` or `DELETE` and resolves with the number of rows it changed. */
  async update(sql: string, ...args: unknown[]): Promise<number> {
    return (await this.run(sql, args)).rowCount;
  }

  /**
   * Runs one statement once per argument array, in one transaction; resolves with the row counts.
   */
  async batchUpdate(sql: string, batchArgs: readonly (readonly unknown[])[]): Promise<number[]> {
    Assert.notNull(batchArgs, 'batchArgs must not be null');
    if (batchArgs.length === 0) return [];
    const { sql: positional, count } = toPositionalParameters(sql);
    const work = async (connection: Connection): Promise<number[]> => {
      const rewritten = rewriteBatchedInsert(positional, count, batchArgs);
      if (rewritten !== undefined) {
        for (const chunk of rewritten) await this.runOn(connection, sql, chunk.sql, chunk.params);
        return batchArgs.map(() => 1);
      }
      const counts: number[] = [];
      for (const args of batchArgs) counts.push((await this.runOn(connection, sql, positional, args)).rowCount);
      return counts;
    };
    const bound = boundConnection(this.dataSource);
    if (bound !== undefined) return work(bound);
    try {
      return await this.dataSource.transaction((connection) =>
        runBound(this.dataSource, connection, () => work(connection)),
      );
    } catch (error) {
      throw retranslate('PreparedStatementCallback', sql, error);
    }
  }

  /**
   * Beyond Spring: runs different statements (`?` placeholders, each with its arguments) in order
   * as one transaction and resolves with their results. Inside a running transaction of this data
   * source they join it; otherwise they go to {@link DataSource.batch}, which sends them together
   * (one round trip on a pipelining `PgDataSource`).
   */
  async transactionalBatch(
    statements: readonly { readonly sql: string; readonly args?: readonly unknown[] }[],
  ): Promise<SqlQueryResult[]> {
    Assert.notNull(statements, 'statements must not be null');
    const positional = statements.map((statement) => ({
      sql: toPositionalParameters(statement.sql).sql,
      params: statement.args ?? [],
    }));
    const bound = boundConnection(this.dataSource);
    const sequential = async (connection: Connection): Promise<SqlQueryResult[]> => {
      const results: SqlQueryResult[] = [];
      for (let i = 0; i < positional.length; i++) results.push(await this.runOn(connection, statements[i]!.sql, positional[i]!.sql, positional[i]!.params));
      return results;
    };
    if (bound !== undefined) return sequential(bound);
    // Failures arrive translated, naming the statement that failed.
    if (this.dataSource.batch !== undefined) return this.dataSource.batch(positional);
    return this.dataSource.transaction(sequential);
  }

  private connection(): Connection {
    return boundConnection(this.dataSource) ?? this.dataSource;
  }

  private run(sql: string, args: readonly unknown[]): Promise<SqlQueryResult> {
    return this.runOn(this.connection(), sql, toPositionalParameters(sql).sql, args);
  }

  private async runOn(
    connection: Connection,
    sql: string,
    positional: string,
    args: readonly unknown[],
  ): Promise<SqlQueryResult> {
    try {
      return await connection.query(positional, args);
    } catch (error) {
      throw retranslate('PreparedStatementCallback', sql, error);
    }
  }
}

/**
 * The template's own translation (its task name, the SQL as written with `?`) of a driver error
 * that the data source already wrapped; connection failures and the like pass through.
 */
function retranslate(task: string, sql: string, error: unknown): unknown {
  if (error instanceof CannotGetJdbcConnectionException || error instanceof AbortedException) return error;
  if (error instanceof DataAccessException && error.getCause() !== undefined) {
    return translateSqlError(task, sql, error.getCause());
  }
  return translateSqlError(task, sql, error);
}

function requiredSingleRow(rows: Record<string, unknown>[]): Record<string, unknown> {
  if (rows.length === 0) throw new EmptyResultDataAccessException(1);
  if (rows.length > 1) throw new IncorrectResultSizeDataAccessException(1, rows.length);
  return rows[0]!;
}

function singleColumn(row: Record<string, unknown>): unknown {
  const values = Object.values(row);
  if (values.length !== 1) throw new IncorrectResultSizeDataAccessException(1, values.length, `Incorrect column count: expected 1, actual ${values.length}`);
  return values[0];
}

function convert(value: unknown, type: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (type === String) return value instanceof Date ? value.toISOString() : String(value);
  if (type === Number) return Number(value);
  if (type === Boolean) return typeof value === 'boolean' ? value : value === 't' || value === 'true';
  if (type === BigInt) return BigInt(value as string | number | bigint);
  if (type === Date) return value instanceof Date ? value : new Date(value as string);
  return value;
}
