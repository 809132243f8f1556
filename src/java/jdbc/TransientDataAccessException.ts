/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.TransientDataAccessException. */
import { DataAccessException } from './DataAccessException.js';

/**
 * A failure that may not repeat when the operation is retried: a serialization failure, a deadlock, a lock not available, a cancelled statement.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/TransientDataAccessException.html
 * @category JDBC
 */
export class TransientDataAccessException extends DataAccessException {}
