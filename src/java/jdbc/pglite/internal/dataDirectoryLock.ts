/* spring-ai-ts, Apache-2.0. The exclusive lock of a PGlite data directory: `<dataDir>.lock`, holding the holder's pid. */
import { unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { PGliteDataDirectoryLockedException } from '../PGliteDataDirectoryLockedException.js';

/** Lock files held by this process (absolute paths), removed when it exits. */
const held = new Set<string>();

/** Removes the held lock files when the process exits; installed only while one is held. */
function onExit(): void {
  for (const lockPath of held) {
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone
    }
  }
}

/**
 * Takes the lock of `dataDir` (an absolute path), or fails with
 * {@link PGliteDataDirectoryLockedException} when a running process holds it, this one included.
 * A lock whose process no longer runs is taken over. Resolves to the function that releases it.
 */
export async function acquireDataDirectoryLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  if (held.has(lockPath)) throw new PGliteDataDirectoryLockedException(dataDir, process.pid);
  const content = `${process.pid}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (await createExclusively(lockPath, content)) {
      if (held.size === 0) process.on('exit', onExit);
      held.add(lockPath);
      return () => release(lockPath, content);
    }
    const existing = await readFile(lockPath, 'utf8').catch(() => undefined);
    if (existing === undefined) continue; // released meanwhile
    const pid = Number.parseInt(existing, 10);
    // Our own pid on a lock this process does not hold: left by an earlier process with the same pid (a restarted container).
    if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
      throw new PGliteDataDirectoryLockedException(dataDir, pid);
    }
    // Stale: take it over, unless another opener took it over first.
    if ((await readFile(lockPath, 'utf8').catch(() => undefined)) === existing) await unlink(lockPath).catch(() => undefined);
  }
  throw new PGliteDataDirectoryLockedException(dataDir, Number.parseInt(await readFile(lockPath, 'utf8').catch(() => '0'), 10));
}

/** Creates `path` with `content` in one step (written aside, then linked: never seen half-written); false when it exists. */
async function createExclusively(path: string, content: string): Promise<boolean> {
  const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(aside, content, { flag: 'wx' });
  try {
    await link(aside, path);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(aside).catch(() => undefined);
  }
}

async function release(lockPath: string, content: string): Promise<void> {
  if (!held.delete(lockPath)) return;
  if (held.size === 0) process.off('exit', onExit);
  if ((await readFile(lockPath, 'utf8').catch(() => undefined)) === content) await unlink(lockPath).catch(() => undefined);
}

/** True when a process with this id runs (one we may not signal runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: unknown }).code === 'EPERM';
  }
}
