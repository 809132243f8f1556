/* spring-ai-ts, Apache-2.0. Driver errors → DataAccessException, by SQLSTATE (Spring's SQLStateSQLExceptionTranslator). */
import { BadSqlGrammarException } from '../BadSqlGrammarException.js';
import { DataAccessException } from '../DataAccessException.js';
import { DataAccessResourceFailureException } from '../DataAccessResourceFailureException.js';
import { DataIntegrityViolationException } from '../DataIntegrityViolationException.js';
import { TransientDataAccessException } from '../TransientDataAccessException.js';
import { UncategorizedSQLException } from '../UncategorizedSQLException.js';
import { statementName } from './statementName.js';

/** Node socket errors and the drivers' own wording for a lost connection. */
const CONNECTION_LOST =
  /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|Connection terminated|connection error|not queryable|PGlite is closed|Database is closed/i;

const TRANSIENT_STATES = new Set(['40001', '40P01', '55P03', '57014']);

/** True when the error means the connection is gone (the pooled client must be discarded). */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || code.startsWith('57P') || code.startsWith('53')) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
  }
  return error instanceof Error && CONNECTION_LOST.test(error.message);
}

/**
 * The {@link DataAccessException} for a driver error met while doing `task` with `sql`; a
 * `DataAccessException` passes through unchanged.
 */
export function translateSqlError(task: string, sql: string | undefined, error: unknown): DataAccessException {
  if (error instanceof DataAccessException) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  const state = typeof code === 'string' ? code : '';
  const detail = error instanceof Error ? error.message : String(error);
  const message = `${task}; ${sql === undefined ? '' : `SQL [${statementName(sql)}]; `}${detail}`;
  if (state.startsWith('42') && sql !== undefined) return new BadSqlGrammarException(task, sql, error);
  if (state.startsWith('23')) return new DataIntegrityViolationException(message, error);
  if (TRANSIENT_STATES.has(state)) return new TransientDataAccessException(message, error);
  if (isConnectionFailure(error)) return new DataAccessResourceFailureException(message, error);
  return new UncategorizedSQLException(task, sql, error);
}
