/* spring-ai-ts, Apache-2.0. A missing table: re-create it once and retry, or say which setting creates it. */
import { BadSqlGrammarException } from './BadSqlGrammarException.js';
import { MissingTableException } from './MissingTableException.js';

/** What a store knows about its table. @internal */
export interface TableRecovery {
  /** The table's name, as messages show it. */
  readonly table: string;
  /** The setting that creates it, e.g. `JdbcChatMemoryRepository.builder().initializeSchema(true)`. */
  readonly setting: string;
  /** Whether schema initialization is on. */
  readonly initializeSchema: boolean;
  /** Runs the schema initialization again (not the cached first run). */
  reinitialize(): Promise<void>;
}

/**
 * Runs `work`; when it fails because a table is missing (SQLSTATE `42P01`, also as the cause of
 * another error), re-runs the schema initialization once and retries `work` where initialization
 * is on, or rejects with {@link MissingTableException} naming the table and the setting where it
 * is off. `work` must be safe to run again after such a failure (a transaction, an upsert).
 *
 * @internal
 */
export async function recoverMissingTable<T>(recovery: TableRecovery, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const missing = undefinedTable(error);
    if (missing === undefined) throw error;
    if (!recovery.initializeSchema) throw new MissingTableException(recovery.table, recovery.setting, missing);
    await recovery.reinitialize();
    return work();
  }
}

/** The BadSqlGrammarException with SQLSTATE 42P01 in the error or its causes. */
function undefinedTable(error: unknown): BadSqlGrammarException | undefined {
  for (let current: unknown = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof MissingTableException) return undefined;
    if (current instanceof BadSqlGrammarException && current.getSQLState() === '42P01') return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
