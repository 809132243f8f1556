/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.BadSqlGrammarException. */
import { DataAccessException } from './DataAccessException.js';
import { statementName } from './internal/statementName.js';

/**
 * The SQL is invalid or names a table or column that does not exist (SQLSTATE class 42);
 * Spring's message `"<task>; bad SQL grammar [<sql>]"` followed by the driver's message (a
 * statement over 200 characters is named by its start and length; {@link BadSqlGrammarException.getSql} has it all).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/BadSqlGrammarException.html
 * @category JDBC
 */
export class BadSqlGrammarException extends DataAccessException {
  private readonly sql: string;

  /** @param task - what was being done; `sql` the offending statement; `cause` the driver error. */
  constructor(task: string, sql: string, cause: unknown) {
    super(`${task}; bad SQL grammar [${statementName(sql)}]; ${causeMessage(cause)}`, cause);
    this.sql = sql;
  }

  /** The offending SQL. */
  getSql(): string {
    return this.sql;
  }
}

function causeMessage(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
