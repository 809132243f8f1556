/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.transaction.support.TransactionTemplate. */
import { Assert } from '../core/Assert.js';
import type { PlatformTransactionManager } from './PlatformTransactionManager.js';
import type { TransactionStatus } from './TransactionStatus.js';

/**
 * Runs callbacks in transactions of a {@link PlatformTransactionManager}.
 *
 * @example
 * ```ts
 * const tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
 * await tx.executeWithoutResult(async () => {
 *   await jdbcTemplate.update('DELETE FROM t WHERE id = ?', id);
 *   await jdbcTemplate.update('INSERT INTO t (id) VALUES (?)', id);
 * });
 * ```
 *
 * @remarks
 * The callbacks return `Promise`s; isolation, timeout and propagation settings are not ported
 * (the default, `PROPAGATION_REQUIRED` at the database's isolation level, applies).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/transaction/support/TransactionTemplate.html
 * @category JDBC
 */
export class TransactionTemplate {
  private readonly transactionManager: PlatformTransactionManager;

  /** @throws IllegalArgumentException `"Property 'transactionManager' is required"` */
  constructor(transactionManager: PlatformTransactionManager) {
    Assert.notNull(transactionManager, "Property 'transactionManager' is required");
    this.transactionManager = transactionManager;
  }

  /** The manager that runs the transactions. */
  getTransactionManager(): PlatformTransactionManager {
    return this.transactionManager;
  }

  /** Runs `action` in a transaction and resolves with its result. */
  execute<T>(action: (status: TransactionStatus) => Promise<T>): Promise<T> {
    return this.transactionManager.execute(action);
  }

  /** Runs `action` in a transaction. */
  async executeWithoutResult(action: (status: TransactionStatus) => Promise<void> | void): Promise<void> {
    await this.transactionManager.execute(async (status) => {
      await action(status);
    });
  }
}
