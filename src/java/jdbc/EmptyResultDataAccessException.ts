/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.EmptyResultDataAccessException. */
import { IncorrectResultSizeDataAccessException } from './IncorrectResultSizeDataAccessException.js';

/**
 * A query expected to return one row returned none.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/EmptyResultDataAccessException.html
 * @category JDBC
 */
export class EmptyResultDataAccessException extends IncorrectResultSizeDataAccessException {
  /** @param expectedSize - the expected row count (the actual one is 0). */
  constructor(expectedSize: number) {
    super(expectedSize, 0);
  }
}
