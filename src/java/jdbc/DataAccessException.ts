/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.DataAccessException. */
import { RuntimeException } from '../core/RuntimeException.js';

/**
 * The root of the data access failures: every failure of a {@link DataSource} or a
 * {@link JdbcTemplate} arrives as one of its subclasses, with the driver's error as the cause.
 *
 * Messages name the task and the SQL (which holds placeholders, never values; a statement over
 * 200 characters by its start and length) and repeat the driver's message; they never hold a password.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/DataAccessException.html
 * @category JDBC
 */
export abstract class DataAccessException extends RuntimeException {
  /** The SQLSTATE of the driver's error (`"23505"`, `"57P01"`, …), when it had one. */
  getSQLState(): string | undefined {
    const cause = this.getCause() as { code?: unknown } | undefined;
    return typeof cause?.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code) ? cause.code : undefined;
  }
}
