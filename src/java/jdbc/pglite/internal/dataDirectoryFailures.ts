/* spring-ai-ts, Apache-2.0. Checks a PGlite data directory before opening it, and names the cause when opening fails. */
import { constants } from 'node:fs';
import { access, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGliteDataDirectoryException } from '../PGliteDataDirectoryException.js';

const RWX = constants.R_OK | constants.W_OK | constants.X_OK;

/**
 * Creates `dir` (an absolute path) when missing, and fails with {@link PGliteDataDirectoryException}
 * when it is not a directory, may not be read and written, or is neither empty nor a database.
 */
export async function prepareDataDirectory(dir: string): Promise<void> {
  try {
    const stats = await stat(dir).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
      throw error;
    });
    if (stats !== undefined && !stats.isDirectory()) {
      throw new PGliteDataDirectoryException(dir, 'not-a-directory', 'it is not a directory (a file is there)');
    }
    if (stats === undefined) await mkdir(dir, { recursive: true });
    await access(dir, RWX);
    const entries = await readdir(dir);
    if (entries.length === 0) return;
    if (!entries.includes('PG_VERSION')) {
      throw new PGliteDataDirectoryException(
        dir,
        'not-a-database',
        `it is not a PostgreSQL data directory: it holds ${entries.length} other file(s) and no PG_VERSION file (give a new or empty directory)`,
      );
    }
    await access(join(dir, 'PG_VERSION'), constants.R_OK);
    for (const sub of ['global', 'base']) if (entries.includes(sub)) await access(join(dir, sub), RWX);
  } catch (error) {
    throw dataDirectoryFailure(dir, error);
  }
}

/** The {@link PGliteDataDirectoryException} for an error met while opening `dir`. */
export function dataDirectoryFailure(dir: string, error: unknown): PGliteDataDirectoryException {
  if (error instanceof PGliteDataDirectoryException) return error;
  const { code, path, syscall, status, name } = (error ?? {}) as { code?: unknown; path?: unknown; syscall?: unknown; status?: unknown; name?: unknown };
  const where = typeof path === 'string' ? ` (${typeof syscall === 'string' ? `${syscall} ` : ''}${path})` : '';
  if (code === 'EACCES' || code === 'EPERM') return new PGliteDataDirectoryException(dir, 'permission-denied', `permission denied${where}`, error);
  if (code === 'EROFS') return new PGliteDataDirectoryException(dir, 'permission-denied', `permission denied: read-only file system${where}`, error);
  if (code === 'ENOTDIR' || code === 'EEXIST') return new PGliteDataDirectoryException(dir, 'not-a-directory', `not a directory${where}`, error);
  const damaged = 'its files are damaged, from an incompatible PostgreSQL version, or not readable and writable';
  if (name === 'ExitStatus' || (typeof status === 'number' && !(error instanceof Error))) {
    return new PGliteDataDirectoryException(dir, 'damaged', `PostgreSQL in PGlite exited with status ${String(status)} while starting on it: ${damaged}`, error);
  }
  // A WebAssembly trap (`unreachable`, `Aborted()`): WebAssembly.RuntimeError.
  if (error instanceof Error && error.name === 'RuntimeError') {
    return new PGliteDataDirectoryException(dir, 'damaged', `PGlite's engine stopped (WebAssembly trap: ${error.message}) while starting on it: ${damaged}`, error);
  }
  const message = error instanceof Error ? error.message : JSON.stringify(error) ?? String(error);
  return new PGliteDataDirectoryException(dir, 'failed', message, error);
}
