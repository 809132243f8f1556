/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.DataAccessResourceFailureException. */
import { DataAccessException } from './DataAccessException.js';

/**
 * The database cannot be reached or dropped the connection (server down, restarting, network failure). The next call may succeed once it is back.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/DataAccessResourceFailureException.html
 * @category JDBC
 */
export class DataAccessResourceFailureException extends DataAccessException {}
