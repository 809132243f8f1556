/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.UncategorizedSQLException. */
import { DataAccessException } from './DataAccessException.js';
import { statementName } from './internal/statementName.js';

/**
 * A driver error that fits no other {@link DataAccessException}; the message names the task, the
 * SQL (a long statement by its start and length; {@link UncategorizedSQLException.getSql} has it
 * all), the SQLSTATE and the driver's message.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/UncategorizedSQLException.html
 * @category JDBC
 */
export class UncategorizedSQLException extends DataAccessException {
  private readonly sql: string | undefined;

  /** @param task - what was being done; `sql` the statement, if any; `cause` the driver error. */
  constructor(task: string, sql: string | undefined, cause: unknown) {
    const state = (cause as { code?: unknown } | undefined)?.code;
    const message = cause instanceof Error ? cause.message : String(cause);
    super(
      `${task}; uncategorized SQLException${sql === undefined ? '' : ` for SQL [${statementName(sql)}]`}; SQL state [${
        typeof state === 'string' ? state : ''
      }]; ${message}`,
      cause,
    );
    this.sql = sql;
  }

  /** The SQL that failed, when known. */
  getSql(): string | undefined {
    return this.sql;
  }
}
