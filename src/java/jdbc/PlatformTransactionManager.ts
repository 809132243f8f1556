/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.transaction.PlatformTransactionManager. */
import type { TransactionStatus } from './TransactionStatus.js';

/**
 * Runs work inside a transaction; {@link DataSourceTransactionManager} is the implementation for
 * a {@link DataSource}.
 *
 * @remarks
 * Spring's manager has `getTransaction`, `commit` and `rollback`, with the connection bound to the
 * thread in between. Here one callback method replaces the three, so the connection is always
 * released: `execute` commits when the callback resolves and rolls back when it rejects or marks
 * the status rollback-only. A call inside a running transaction of the same data source joins it
 * (Spring's default `PROPAGATION_REQUIRED`).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/transaction/PlatformTransactionManager.html
 * @category JDBC
 */
export interface PlatformTransactionManager {
  /** Runs `action` in a transaction (joining the running one) and resolves with its result. */
  execute<T>(action: (status: TransactionStatus) => Promise<T>): Promise<T>;
}
