/* spring-ai-ts, Apache-2.0. A DataSource over PGlite, PostgreSQL compiled to WebAssembly and run in-process. */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import { AbortedException } from '../../core/AbortedException.js';
import { AbortSignalContext } from '../../core/AbortSignalContext.js';
import { whenAborted } from '../../core/whenAborted.js';
import type { Connection } from '../Connection.js';
import type { DataSource } from '../DataSource.js';
import { translateSqlError } from '../internal/translateSqlError.js';
import type { SqlQueryResult } from '../SqlQueryResult.js';
import type { SqlStatement } from '../SqlStatement.js';
import type { StatementOptions } from '../StatementOptions.js';
import { dataDirectoryFailure, prepareDataDirectory } from './internal/dataDirectoryFailures.js';
import { acquireDataDirectoryLock } from './internal/dataDirectoryLock.js';
import type { PGliteDataSourceOptions } from './PGliteDataSourceOptions.js';

/**
 * A {@link DataSource} on PGlite: a real PostgreSQL running inside this process, with no server
 * to install. The data lives in a directory (`dataDir`) or in memory.
 *
 * PGlite has a single connection, so this data source runs one thing at a time: each statement
 * outside a transaction and each transaction as a whole wait their turn, in call order. A
 * transaction therefore never sees another caller's statements.
 *
 * Cancellation: every call takes an `AbortSignal` (its options, or the caller's
 * `AbortSignalContext`). A call still waiting for the connection rejects at once with
 * `AbortedException` and never runs; a transaction checks the signal before each statement and
 * before `COMMIT`, and rolls back when it has aborted. A statement already running cannot be
 * interrupted: PGlite runs it synchronously in WebAssembly on this thread (no other JavaScript,
 * the abort included, runs meanwhile).
 *
 * Durability: in a directory, the data survives the process, but this PGlite build issues no
 * `fsync` to the disk (its file system layer does not pass it on), so a commit is not guaranteed
 * to survive a crash of the machine; use a PostgreSQL server for that.
 *
 * @example
 * ```ts
 * import { PGliteDataSource } from 'spring-ai-ts/pglite';
 * const dataSource = new PGliteDataSource({ dataDir: './data/chat-memory' });
 * ```
 *
 * @remarks
 * No Spring counterpart (the embedded default of this port, where Spring applications use H2 or
 * HSQLDB). The database opens on first use; an existing `PGlite` instance may be passed instead
 * of options (it is then closed by {@link close} too).
 *
 * One directory, one data source: opening takes an exclusive lock (the file `<dataDir>.lock`
 * beside the directory, holding this process's id), so a second data source on the same
 * directory, in another process or in this one, fails at once with
 * {@link PGliteDataDirectoryLockedException} naming the directory and the holder's process id.
 * {@link close} and the end of the process release it; a lock left by a killed process is taken
 * over. Share a PostgreSQL server (`spring-ai-ts/pg`) between processes instead.
 *
 * @category JDBC
 */
export class PGliteDataSource implements DataSource {
  readonly #options: PGliteDataSourceOptions;

  #db: Promise<PGliteInterface> | undefined;

  /** Releases the data directory's lock; set while it is held. */
  #releaseLock: (() => Promise<void>) | undefined;

  /** The tail of the queue of work waiting for the single connection. */
  #tail: Promise<unknown> = Promise.resolve();

  constructor(options: PGliteDataSourceOptions | PGliteInterface = {}) {
    if (isPGlite(options)) {
      this.#options = {};
      this.#db = Promise.resolve(options);
    } else {
      this.#options = { ...options };
    }
  }

  /** `"PostgreSQL"`. */
  getDatabaseProductName(): string {
    return 'PostgreSQL';
  }

  /** Where the data lives: the directory, or `undefined` when in memory. */
  getDataDir(): string | undefined {
    return this.#options.dataDir;
  }

  /** The PGlite instance, opened on first call. */
  getPGlite(): Promise<PGliteInterface> {
    this.#db ??= this.open().catch(
      (error: unknown) => {
        this.#db = undefined;
        throw translateSqlError('PGliteDataSource.open', undefined, error);
      },
    );
    return this.#db;
  }

  private async open(): Promise<PGliteInterface> {
    const dataDir = this.#options.dataDir;
    // `idb://`, `memory://` and the like are not paths; a path gets its parents, the lock beside it, then checks.
    const path = dataDir === undefined || dataDir.includes('://') ? undefined : resolve(dataDir);
    if (path === undefined) return PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), extensions: this.#options.extensions ?? {} });
    const releaseLock = await mkdir(dirname(path), { recursive: true })
      .then(() => acquireDataDirectoryLock(path))
      .catch((error: unknown) => {
        throw dataDirectoryFailure(path, error);
      });
    try {
      await prepareDataDirectory(path);
      const db = await PGlite.create({ dataDir: path, extensions: this.#options.extensions ?? {} });
      this.#releaseLock = releaseLock;
      return db;
    } catch (error) {
      await releaseLock();
      throw dataDirectoryFailure(path, error);
    }
  }

  /** Runs one statement when the connection is free. */
  query(sql: string, params: readonly unknown[] = [], options?: StatementOptions): Promise<SqlQueryResult> {
    return this.serialized(options, async (db) => {
      try {
        return toResult(await db.query<Record<string, unknown>>(sql, params as unknown[]));
      } catch (error) {
        throw translateSqlError('PGliteDataSource.query', sql, error);
      }
    });
  }

  /** Runs a parameterless script (several statements allowed) when the connection is free. */
  execute(script: string, options?: StatementOptions): Promise<void> {
    return this.serialized(options, async (db) => {
      try {
        await db.exec(script);
      } catch (error) {
        throw translateSqlError('PGliteDataSource.execute', script, error);
      }
    });
  }

  /** Runs `work` in a transaction, holding the single connection until it ends. */
  transaction<T>(work: (connection: Connection) => Promise<T>, options?: StatementOptions): Promise<T> {
    const signal = signalOf(options);
    return this.serialized(options, (db) =>
      db.transaction(async (tx) => {
        const issued: Promise<unknown>[] = [];
        const result = await work(transactionConnection(tx, signal, issued));
        // Statements that work did not await finish before COMMIT; any failure rolls back.
        for (const outcome of await Promise.allSettled(issued)) if (outcome.status === 'rejected') throw outcome.reason;
        // Aborted after the last statement: roll back rather than commit what the caller gave up on.
        if (signal?.aborted) throw AbortedException.from(signal, 'The SQL statement');
        return result;
      }),
    );
  }

  /** Runs the statements in order as one transaction, holding the single connection. */
  batch(statements: readonly SqlStatement[], options?: StatementOptions): Promise<SqlQueryResult[]> {
    return this.transaction(async (connection) => {
      const results: SqlQueryResult[] = [];
      for (const statement of statements) results.push(await connection.query(statement.sql, statement.params ?? []));
      return results;
    }, options);
  }

  /** Closes the database and releases its directory; later calls reject. */
  async close(): Promise<void> {
    if (this.#db === undefined) return;
    await this.serialized({ signal: undefined }, async (db) => {
      if (!db.closed) await db.close();
    });
    const releaseLock = this.#releaseLock;
    this.#releaseLock = undefined;
    await releaseLock?.();
  }

  /**
   * Queues `work` for the single connection. An abort while it waits takes it out of the queue
   * (it rejects at once and never runs).
   */
  private serialized<T>(options: StatementOptions | undefined, work: (db: PGliteInterface) => Promise<T>): Promise<T> {
    const signal = signalOf(options);
    if (signal?.aborted) return Promise.reject(AbortedException.from(signal, 'The SQL statement'));
    let started = false;
    const run = this.#tail.then(async () => {
      if (signal?.aborted) throw AbortedException.from(signal, 'The SQL statement');
      started = true;
      return work(await this.getPGlite());
    });
    this.#tail = run.catch(() => undefined);
    if (signal === undefined) return run;
    // Once running, the work itself reports the abort (a transaction rolls back first).
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => {
        if (!started) reject(AbortedException.from(signal, 'The SQL statement'));
      };
      const stopWaiting = whenAborted(signal, onAbort);
      run.then(resolve, reject).finally(stopWaiting);
    });
  }
}

/** The transaction's connection; after an abort, its next statement rejects, so the transaction rolls back. */
function transactionConnection(tx: Transaction, signal: AbortSignal | undefined, issued: Promise<unknown>[]): Connection {
  const track = <T>(statement: Promise<T>): Promise<T> => {
    issued.push(statement);
    return statement;
  };
  return {
    query: (sql, params = []) =>
      track(
        (async () => {
          if (signal?.aborted) throw AbortedException.from(signal, 'The SQL statement');
          try {
            return toResult(await tx.query<Record<string, unknown>>(sql, params as unknown[]));
          } catch (error) {
            throw translateSqlError('PGliteDataSource.transaction', sql, error);
          }
        })(),
      ),
    execute: (script) =>
      track(
        (async () => {
          if (signal?.aborted) throw AbortedException.from(signal, 'The SQL statement');
          try {
            await tx.exec(script);
          } catch (error) {
            throw translateSqlError('PGliteDataSource.transaction', script, error);
          }
        })(),
      ),
  };
}

function signalOf(options: StatementOptions | undefined): AbortSignal | undefined {
  return options?.signal ?? AbortSignalContext.current();
}

function toResult(result: { rows: Record<string, unknown>[]; affectedRows?: number }): SqlQueryResult {
  return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
}

function isPGlite(value: unknown): value is PGliteInterface {
  return typeof value === 'object' && value !== null && typeof (value as PGliteInterface).query === 'function' && 'waitReady' in value;
}
