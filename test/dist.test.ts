// The published package as Node loads it: every entry point of the tsc build (npm test builds
// first) must load in ESM and in CommonJS, in a fresh process, and export the same names.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(__dirname, '..');
// Every entry point of the package's "exports" map (its CommonJS build path, relative to dist/cjs).
const ENTRY_POINTS = Object.entries(
  (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { exports: Record<string, { require?: { default?: string } }> }).exports,
)
  .map(([, conditions]) => conditions.require?.default)
  .filter((target): target is string => target !== undefined)
  .map((target) => target.replace(/^\.\/dist\/cjs\//, ''));

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

  // stripInternal drops every `@internal` declaration from the .d.ts files; a public signature
  // that still named one would fail here.
  test('the published declarations of every entry point type-check on their own', () => {
    const folder = mkdtempSync(path.join(root, '.declarations-'));
    try {
      const consumer = path.join(folder, 'consumer.ts');
      const lines = ENTRY_POINTS.map(
        (entry, index) => `export * as entry${index} from ${JSON.stringify(path.join(root, 'dist/esm', entry))};`,
      );
      writeFileSync(consumer, `${lines.join('\n')}\n`);
      const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
      const args = [tsc, '--noEmit', '--strict', '--skipLibCheck', 'false', '--module', 'nodenext'];
      args.push('--moduleResolution', 'nodenext', '--target', 'es2022', '--experimentalDecorators', '--types', 'node', consumer);
      // Only our declarations count: a peer's own .d.ts files may not compile without skipLibCheck
      // (PGlite's name Emscripten globals they do not declare).
      let output = '';
      try {
        execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
      } catch (error) {
        output = String((error as { stdout?: unknown }).stdout ?? error);
      }
      const ours = output.split('\n').filter((line) => /error TS\d+/.test(line) && !line.includes('node_modules/'));
      expect(ours).toEqual([]);
      expect(existsSync(path.join(root, 'dist/esm/agent/index.d.ts'))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
