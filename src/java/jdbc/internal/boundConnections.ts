/* spring-ai-ts, Apache-2.0. The connection of the running transaction, per data source (Spring's TransactionSynchronizationManager). */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Connection } from '../Connection.js';
import type { DataSource } from '../DataSource.js';

const storage = new AsyncLocalStorage<ReadonlyMap<DataSource, Connection>>();

/** The connection of the transaction running on `dataSource` in this async context, if any. */
export function boundConnection(dataSource: DataSource): Connection | undefined {
  return storage.getStore()?.get(dataSource);
}

/** Runs `work` with `connection` bound to `dataSource`, so templates on it join the transaction. */
export function runBound<T>(dataSource: DataSource, connection: Connection, work: () => Promise<T>): Promise<T> {
  const bindings = new Map(storage.getStore() ?? []);
  bindings.set(dataSource, connection);
  return storage.run(bindings, work);
}
