// spring-ai-ts fault suite, hardening II item 2: a PGlite data directory that cannot be opened
// fails with PGliteDataDirectoryException naming the directory and the cause (not a directory,
// permission denied, not a database, damaged, already locked), never "[object Object]" (an
// Emscripten exit status) or a bare "unreachable" (a WebAssembly trap).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DataAccessResourceFailureException } from '../../src/java/jdbc/DataAccessResourceFailureException.js';
import { PGliteDataDirectoryException, PGliteDataDirectoryLockedException, PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { guardEachTest } from './processGuards.js';

async function openFailure(dataDir: string): Promise<PGliteDataDirectoryException> {
  const dataSource = new PGliteDataSource({ dataDir });
  const error = await dataSource.query('SELECT 1').then(
    () => undefined,
    (e: unknown) => e,
  );
  await dataSource.close();
  expect(error).toBeInstanceOf(PGliteDataDirectoryException);
  expect(error).toBeInstanceOf(DataAccessResourceFailureException);
  const failure = error as PGliteDataDirectoryException;
  expect(failure.getDataDir()).toBe(path.resolve(dataDir));
  expect(failure.message).toContain(path.resolve(dataDir));
  expect(failure.message).not.toMatch(/\[object Object\]|: unreachable$/);
  return failure;
}

const isRoot = process.getuid?.() === 0;

/**
 * Opens `dataDir` in a process that may not write it: this one, or (as root, who may write
 * anything) a child running as `nobody`; resolves to the error's name, reason and message.
 */
async function unprivilegedFailure(dataDir: string): Promise<{ name: string; reason: string; message: string }> {
  if (!isRoot) {
    const failure = await openFailure(dataDir);
    return { name: failure.name, reason: failure.getReason(), message: failure.message };
  }
  const child = spawn(process.execPath, [path.join(__dirname, 'pgliteHolder.cjs'), dataDir, 'try'], {
    uid: 65534,
    gid: 65534,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  return (JSON.parse(out.split('\n')[0]!) as { error: { name: string; reason: string; message: string } }).error;
}

describe('PGlite data directory errors (fault suite, hardening II item 2)', () => {
  guardEachTest();
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'pglite-errors-'));
  });
  afterEach(() => {
    chmodSync(root, 0o755);
    rmSync(root, { recursive: true, force: true });
  });

  test('a data directory that is a file', async () => {
    const file = path.join(root, 'data');
    writeFileSync(file, 'not a directory');
    const failure = await openFailure(file);
    expect(failure.message).toMatch(/is not a directory/);
    expect(failure.getReason()).toBe('not-a-directory');
  });

  test('a data directory below a file', async () => {
    writeFileSync(path.join(root, 'file'), 'x');
    const failure = await openFailure(path.join(root, 'file', 'data'));
    expect(failure.message).toMatch(/not a directory/);
    expect(failure.getReason()).toBe('not-a-directory');
  });

  test('a directory with other files in it is not taken for a database', async () => {
    const dir = path.join(root, 'data');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const failure = await openFailure(dir);
    expect(failure.message).toMatch(/not a PostgreSQL data directory.*PG_VERSION/);
    expect(failure.getReason()).toBe('not-a-database');
  }, 30_000);

  test('a damaged database names the directory and says damaged, with the engine trap as the cause', async () => {
    const dir = path.join(root, 'data');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'PG_VERSION'), '16\n');
    const failure = await openFailure(dir);
    expect(failure.message).toMatch(/damaged/);
    expect(failure.getReason()).toBe('damaged');
    expect(String(failure.getCause())).toMatch(/unreachable|Aborted/);
  }, 30_000);

  test('a read-only data directory: permission denied', async () => {
    const dir = path.join(root, 'data');
    const first = new PGliteDataSource({ dataDir: dir });
    await first.execute('CREATE TABLE t (x int)');
    await first.close();
    chmodSync(root, 0o777); // the lock file beside the directory may be written
    chmodSync(dir, 0o555);
    try {
      const failure = await unprivilegedFailure(dir);
      expect(failure).toMatchObject({ name: 'PGliteDataDirectoryException', reason: 'permission-denied' });
      expect(failure.message).toContain(dir);
      expect(failure.message).toMatch(/permission denied/);
    } finally {
      chmodSync(dir, 0o755);
    }
  }, 30_000);

  test('a directory whose parent may not be written: permission denied', async () => {
    chmodSync(root, 0o555);
    const failure = await unprivilegedFailure(path.join(root, 'data'));
    expect(failure).toMatchObject({ name: 'PGliteDataDirectoryException', reason: 'permission-denied' });
    expect(failure.message).toMatch(/permission denied/);
  }, 30_000);

  (process.platform === 'linux' ? test : test.skip)('a directory on a file system that refuses it (/sys): permission denied', async () => {
    const failure = await openFailure('/sys/kernel/spring-ai-ts-data');
    expect(failure.message).toMatch(/permission denied/);
    expect(failure.getReason()).toBe('permission-denied');
  });

  test('an already locked directory is a PGliteDataDirectoryException too', async () => {
    const dir = path.join(root, 'data');
    const first = new PGliteDataSource({ dataDir: dir });
    await first.execute('SELECT 1');
    try {
      const failure = await openFailure(dir);
      expect(failure).toBeInstanceOf(PGliteDataDirectoryLockedException);
      expect(failure.getReason()).toBe('locked');
      expect(failure.message).toMatch(/already open/);
    } finally {
      await first.close();
    }
  }, 30_000);
});
