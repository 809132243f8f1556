// spring-ai-ts fault suite, hardening II item 1: a PGlite data directory is held by one data
// source at a time. A second opener, in another process or in this one, fails at once with a
// typed error naming the directory and the holder's pid; a lock left by a killed process
// (kill -9) is taken over, and the holder's committed writes are all there.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createInterface } from 'node:readline';
import { PGliteDataDirectoryLockedException, PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { guardEachTest } from './processGuards.js';

const HOLDER = path.join(__dirname, 'pgliteHolder.cjs');

/** Starts the holder script; resolves to the child and its first JSON line. */
function run(dataDir: string, mode: 'hold' | 'try', rows = 0): Promise<{ child: ChildProcess; line: Record<string, unknown> }> {
  const child = spawn(process.execPath, [HOLDER, dataDir, mode, String(rows)], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, line: JSON.parse(line) as Record<string, unknown> }));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`holder exited (${code}) before reporting`)));
  });
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('PGlite data directory lock (fault suite, hardening II item 1)', () => {
  guardEachTest();
  let dir: string;
  const children: ChildProcess[] = [];
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-lock-')), 'data');
  });
  afterEach(async () => {
    for (const child of children.splice(0)) await kill9(child);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  test('two data sources on one directory in one process: the second fails at once, naming the directory and this pid', async () => {
    const first = new PGliteDataSource({ dataDir: dir });
    const second = new PGliteDataSource({ dataDir: dir });
    try {
      await first.execute('CREATE TABLE t (x int)');
      const failure = await second.query('SELECT 1').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(PGliteDataDirectoryLockedException);
      const locked = failure as PGliteDataDirectoryLockedException;
      expect(locked.getDataDir()).toBe(dir);
      expect(locked.getHolderPid()).toBe(process.pid);
      expect(locked.message).toContain(dir);
      expect(locked.message).toContain(`pid ${process.pid}`);
      await first.query('INSERT INTO t VALUES (1)');
    } finally {
      await first.close();
    }
    // Released on close: the second opens now and sees the first's write.
    expect((await second.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(1);
    await second.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 60_000);

  test('another process holds the directory: this one fails at once; the other fails while this one holds it', async () => {
    const holder = await run(dir, 'hold', 5);
    children.push(holder.child);
    expect(holder.line).toEqual({ ready: holder.child.pid });
    const dataSource = new PGliteDataSource({ dataDir: dir });
    const started = Date.now();
    const failure = await dataSource.query('SELECT 1').catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(failure).toBeInstanceOf(PGliteDataDirectoryLockedException);
    expect((failure as PGliteDataDirectoryLockedException).getHolderPid()).toBe(holder.child.pid);
    expect((failure as Error).message).toContain(`process ${holder.child.pid}`);
    expect((failure as Error).message).toContain(dir);

    // kill -9: the lock stays behind, and is taken over; the holder's committed rows are there.
    await kill9(holder.child);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(5);
    await dataSource.query('INSERT INTO t VALUES ($1)', ['parent']);

    // Now this process holds it: another process is refused, naming this pid.
    const other = await run(dir, 'try');
    children.push(other.child);
    expect(other.line['error']).toMatchObject({ name: 'PGliteDataDirectoryLockedException', dataDir: dir, holderPid: process.pid });
    await dataSource.close();

    const after = await run(dir, 'try', 1);
    children.push(after.child);
    expect(after.line).toEqual({ ok: after.child.pid });
    const reopened = new PGliteDataSource({ dataDir: dir });
    expect((await reopened.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(7);
    await reopened.close();
  }, 120_000);

  test('two processes writing at once: one is refused, no write of the other is lost', async () => {
    const [a, b] = await Promise.all([run(dir, 'hold', 40), run(dir, 'hold', 40)]);
    children.push(a.child, b.child);
    const outcomes = [a.line, b.line];
    expect(outcomes.filter((line) => 'ready' in line)).toHaveLength(1);
    const refused = outcomes.find((line) => 'error' in line)!['error'] as Record<string, unknown>;
    expect(refused['name']).toBe('PGliteDataDirectoryLockedException');
    await kill9(a.child);
    await kill9(b.child);
    const dataSource = new PGliteDataSource({ dataDir: dir });
    expect((await dataSource.query('SELECT count(*)::int AS n FROM t')).rows[0]!['n']).toBe(40);
    await dataSource.close();
  }, 120_000);
});
