/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.dao.IncorrectResultSizeDataAccessException. */
import { DataAccessException } from './DataAccessException.js';

/**
 * A query returned another number of rows (or columns) than expected; the message is Spring's
 * `"Incorrect result size: expected 1, actual 2"`.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/dao/IncorrectResultSizeDataAccessException.html
 * @category JDBC
 */
export class IncorrectResultSizeDataAccessException extends DataAccessException {
  private readonly expectedSize: number;

  private readonly actualSize: number;

  /** @param expectedSize - the expected row count; `actualSize` the one returned. */
  constructor(expectedSize: number, actualSize: number, message?: string) {
    super(message ?? `Incorrect result size: expected ${expectedSize}, actual ${actualSize}`);
    this.expectedSize = expectedSize;
    this.actualSize = actualSize;
  }

  /** The expected number of rows. */
  getExpectedSize(): number {
    return this.expectedSize;
  }

  /** The number of rows returned. */
  getActualSize(): number {
    return this.actualSize;
  }
}
