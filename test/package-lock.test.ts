// `npm ci` (CI's first step) refuses a lock that lacks an entry for any optional dependency; the
// registry reachable here does not serve every platform build, so `npm install` can leave some
// out. scripts/lockfile-platform-stubs.mjs adds them; this keeps the lock installable.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

describe('package-lock.json', () => {
  test('has an entry for every optional dependency (run scripts/lockfile-platform-stubs.mjs after npm install)', () => {
    const lock = JSON.parse(readFileSync(path.resolve(__dirname, '../package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const missing = Object.entries(lock.packages).flatMap(([where, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) => lock.packages[`node_modules/${name}`] === undefined && lock.packages[`${where}/node_modules/${name}`] === undefined,
      ),
    );
    expect(missing).toEqual([]);
  });
});
