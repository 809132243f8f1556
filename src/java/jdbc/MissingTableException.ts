/* spring-ai-ts, Apache-2.0. A table of the library that does not exist, and the setting that creates it. */
import { BadSqlGrammarException } from './BadSqlGrammarException.js';

/**
 * A statement of a repository or vector store met a missing table (SQLSTATE `42P01`: never
 * created, dropped by an operator, or lost in a crash with the database's durable settings off)
 * while its schema initialization is off. The message names the table and the setting that
 * creates it; with that setting on, the store re-creates the table once and retries instead.
 *
 * A {@link BadSqlGrammarException} (as Spring reports `42P01`), so existing handlers keep working.
 *
 * @remarks No Spring counterpart.
 * @category JDBC
 */
export class MissingTableException extends BadSqlGrammarException {
  readonly #table: string;

  /**
   * @param table - the missing table; `setting` what creates it; `failure` the statement's error.
   */
  constructor(table: string, setting: string, failure: BadSqlGrammarException) {
    super('', failure.getSql(), failure.getCause());
    this.message = `Table ${table} does not exist (never created, dropped, or lost in a crash); ${setting} creates it when missing. ${failure.message}`;
    this.#table = table;
  }

  /** The missing table. */
  getTable(): string {
    return this.#table;
  }
}
