/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.DataIntegrityViolationException. */
import { DataAccessException } from './DataAccessException.js';

/**
 * A statement broke a constraint (unique, not-null, check, foreign key): SQLSTATE class 23.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/DataIntegrityViolationException.html
 * @category JDBC
 */
export class DataIntegrityViolationException extends DataAccessException {}
