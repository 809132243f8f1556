// The published package as Node loads it: every entry point of the tsc build (npm test builds
// first) must load in ESM and in CommonJS, in a fresh process, and export the same names.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '..');
const ENTRY_POINTS = ['index.js', 'model/minimax/index.js', 'minimax-simulator/index.js', 'jdbc/pg/index.js', 'jdbc/pglite/index.js'];

function exportsOf(kind: 'esm' | 'cjs', entry: string): string[] {
  const file = path.join(root, 'dist', kind, entry);
  const script =
    kind === 'esm'
      ? `import(${JSON.stringify(file)}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`
      : `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(file)})).sort()))`;
  const output = execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

describe('built package', () => {
  test('dist holds both builds (npm test runs the build before jest)', () => {
    expect(existsSync(path.join(root, 'dist/esm/package.json'))).toBe(true);
    expect(existsSync(path.join(root, 'dist/cjs/package.json'))).toBe(true);
  });

  test.each(ENTRY_POINTS)('%s loads in ESM and CommonJS with the same exports', (entry) => {
    const esm = exportsOf('esm', entry);
    const cjs = exportsOf('cjs', entry).filter((name) => name !== '__esModule');
    expect(esm).toEqual(cjs);
    if (entry === 'index.js') expect(esm).toEqual(expect.arrayContaining(['ChatClient', 'Flux', 'Tool', 'Prompt']));
  });
});
