/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.datasource.DataSourceTransactionManager. */
import { Assert } from '../core/Assert.js';
import { IllegalStateException } from '../core/IllegalStateException.js';
import type { DataSource } from './DataSource.js';
import { boundConnection, runBound } from './internal/boundConnections.js';
import type { PlatformTransactionManager } from './PlatformTransactionManager.js';
import type { TransactionStatus } from './TransactionStatus.js';

/** Thrown inside the transaction to roll back a rollback-only one; caught right outside. */
const ROLLBACK = Symbol('rollback-only');

/**
 * A {@link PlatformTransactionManager} on one {@link DataSource}: the callback runs on one
 * connection inside `BEGIN` … `COMMIT`, and every {@link JdbcTemplate} on the same data source
 * joins that transaction while the callback runs (in its async context).
 *
 * @remarks
 * The connection is bound to the async context (`AsyncLocalStorage`) where Spring binds it to the
 * thread; see {@link PlatformTransactionManager} for the callback shape.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/datasource/DataSourceTransactionManager.html
 * @category JDBC
 */
export class DataSourceTransactionManager implements PlatformTransactionManager {
  private readonly dataSource: DataSource;

  /** @throws IllegalArgumentException `"No DataSource set"` */
  constructor(dataSource: DataSource) {
    Assert.notNull(dataSource, 'No DataSource set');
    this.dataSource = dataSource;
  }

  /** The data source whose connections carry the transactions. */
  getDataSource(): DataSource {
    return this.dataSource;
  }

  /** Runs `action` in a transaction of the data source, or in the one already running here. */
  async execute<T>(action: (status: TransactionStatus) => Promise<T>): Promise<T> {
    if (boundConnection(this.dataSource) !== undefined) {
      const joined = new SimpleStatus(false);
      const result = await action(joined);
      if (joined.isRollbackOnly()) throw new IllegalStateException('Transaction rolled back because it has been marked as rollback-only');
      return result;
    }
    const status = new SimpleStatus(true);
    let result: T | undefined;
    try {
      await this.dataSource.transaction(async (connection) => {
        result = await runBound(this.dataSource, connection, () => action(status));
        if (status.isRollbackOnly()) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return result as T;
  }
}

class SimpleStatus implements TransactionStatus {
  private rollbackOnly = false;

  constructor(private readonly newTransaction: boolean) {}

  setRollbackOnly(): void {
    this.rollbackOnly = true;
  }

  isRollbackOnly(): boolean {
    return this.rollbackOnly;
  }

  isNewTransaction(): boolean {
    return this.newTransaction;
  }
}
