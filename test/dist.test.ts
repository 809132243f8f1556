// The published package as Node loads it: every entry point of the tsc build (npm test builds
// first) must load in ESM and in CommonJS, in a fresh process, and export the same names.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { BUILD_WAIT_MS, builtPackage } from './harness/build.js';

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
  beforeAll(() => builtPackage(), BUILD_WAIT_MS);

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
      // What `tsc --noEmit --strict --skipLibCheck false --module nodenext …` reports, asked of the
      // compiler for our own files only: checking every peer's .d.ts as well cost three times as much.
      const program = ts.createProgram([consumer], {
        noEmit: true,
        strict: true,
        skipLibCheck: false,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        experimentalDecorators: true,
        types: ['node'],
      });
      // Only our declarations count: a peer's own .d.ts files may not compile without skipLibCheck
      // (PGlite's name Emscripten globals they do not declare).
      const ownFiles = program.getSourceFiles().filter((file) => !file.fileName.includes('/node_modules/'));
      const diagnostics = [
        ...program.getOptionsDiagnostics(),
        ...program.getGlobalDiagnostics(),
        ...ownFiles.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
      ];
      const ours = diagnostics
        .filter((diagnostic) => !diagnostic.file?.fileName.includes('/node_modules/'))
        .map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
      expect(ownFiles.some((file) => file.fileName.endsWith('dist/esm/index.d.ts'))).toBe(true);
      expect(ours).toEqual([]);
      expect(existsSync(path.join(root, 'dist/esm/agent/index.d.ts'))).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
