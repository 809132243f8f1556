/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.CannotGetJdbcConnectionException. */
import { DataAccessResourceFailureException } from './DataAccessResourceFailureException.js';

/**
 * No connection could be obtained: the server refused it, or every pooled connection stayed busy
 * past the bounded wait. The message starts with Spring's `"Failed to obtain JDBC Connection"`
 * and says which.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/CannotGetJdbcConnectionException.html
 * @category JDBC
 */
export class CannotGetJdbcConnectionException extends DataAccessResourceFailureException {}
