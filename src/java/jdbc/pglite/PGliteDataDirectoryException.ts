/* spring-ai-ts, Apache-2.0. A PGlite data directory that cannot be opened, and why. */
import { DataAccessResourceFailureException } from '../DataAccessResourceFailureException.js';

/**
 * Why a PGlite data directory could not be opened: `not-a-directory` (a file is there, or above
 * it), `permission-denied` (the directory or its files may not be read or written, a read-only
 * file system), `not-a-database` (a non-empty directory without `PG_VERSION`), `damaged` (the
 * engine stopped on the files: damaged, or from an incompatible PostgreSQL), `locked` (open in
 * another data source), `failed` (anything else).
 *
 * @category JDBC
 */
export type PGliteDataDirectoryFailure = 'not-a-directory' | 'permission-denied' | 'not-a-database' | 'damaged' | 'locked' | 'failed';

/**
 * The data directory of a {@link PGliteDataSource} cannot be opened. The message names the
 * directory and the cause; the file system's or the engine's error is the cause.
 *
 * @remarks No Spring counterpart.
 * @category JDBC
 */
export class PGliteDataDirectoryException extends DataAccessResourceFailureException {
  readonly #dataDir: string;

  readonly #reason: PGliteDataDirectoryFailure;

  /** @param dataDir - the directory (absolute); `reason` the kind of failure; `detail` what is wrong; `cause` the underlying error. */
  constructor(dataDir: string, reason: PGliteDataDirectoryFailure, detail: string, cause?: unknown) {
    super(`PGlite cannot open data directory ${dataDir}: ${detail}`, cause);
    this.#dataDir = dataDir;
    this.#reason = reason;
  }

  /** The data directory, as an absolute path. */
  getDataDir(): string {
    return this.#dataDir;
  }

  /** The kind of failure. */
  getReason(): PGliteDataDirectoryFailure {
    return this.#reason;
  }
}
