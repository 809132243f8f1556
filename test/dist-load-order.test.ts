// Load-order safety of the tsc build (npm test builds first): every module of dist/esm and
// dist/cjs must load on its own, as the first module of a fresh module graph. A class that reads
// another module's binding while it is being defined (`static readonly Builder = XBuilder`, with
// XBuilder's module importing X's) works only while some barrel happens to load X's module first;
// loaded alone, the builder's module throws in ESM and leaves `X.Builder` undefined in CommonJS.
// One worker thread per module keeps the graphs apart (dist-load-order.runner.cjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { BUILD_WAIT_MS, builtPackage } from './harness/build.js';

const root = path.resolve(__dirname, '..');

/** Files below `folder` ending in `.js`, relative to it, sorted. */
function modulesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

function loadFailures(kind: 'esm' | 'cjs'): Record<string, string> {
  const folder = path.join(root, 'dist', kind);
  const runner = path.join(__dirname, 'dist-load-order.runner.cjs');
  const output = execFileSync(
    process.execPath,
    [runner, kind, folder, ...modulesIn(folder)],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output) as Record<string, string>;
}

describe('built modules load in any order', () => {
  beforeAll(() => builtPackage(), BUILD_WAIT_MS);

  test.each(['esm', 'cjs'] as const)('every dist/%s module loads alone in a fresh module graph', (kind) => {
    expect(existsSync(path.join(root, 'dist', kind, 'package.json'))).toBe(true);
    expect(modulesIn(path.join(root, 'dist', kind)).length).toBeGreaterThan(100);
    expect(loadFailures(kind)).toEqual({});
  }, 600_000);
});
