// The translated-Java files of test/compat that import the package by its name ('spring-ai-ts', as
// an application does) compile under `strict` against the built package (dist/, `npm run build`)
// with both module resolutions applications use: `nodenext` (ESM) and `node10` (CommonJS, through
// typesVersions). Rule 41's `Map` and `Set`, which shadow the globals in such a file, are the reason.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { BUILD_WAIT_MS, builtPackage } from '../harness/build.js';

const root = path.resolve(__dirname, '../..');
const compat = __dirname;
const translated = readdirSync(compat).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && /from 'spring-ai-ts(\/[a-z-/]+)?'/.test(readFileSync(path.join(compat, file), 'utf8')),
);

function diagnosticsUnder(kind: 'nodenext' | 'node10'): string[] {
  const folder = mkdtempSync(path.join(root, '.compat-'));
  try {
    mkdirSync(path.join(folder, 'node_modules'));
    symlinkSync(root, path.join(folder, 'node_modules', 'spring-ai-ts'), 'dir');
    writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ type: kind === 'nodenext' ? 'module' : 'commonjs' }));
    const files = translated.map((file) => {
      const target = path.join(folder, file);
      writeFileSync(target, readFileSync(path.join(compat, file), 'utf8'));
      return target;
    });
    const program = ts.createProgram(files, {
      noEmit: true,
      strict: true,
      exactOptionalPropertyTypes: true,
      skipLibCheck: true,
      module: kind === 'nodenext' ? ts.ModuleKind.NodeNext : ts.ModuleKind.CommonJS,
      moduleResolution: kind === 'nodenext' ? ts.ModuleResolutionKind.NodeNext : ts.ModuleResolutionKind.Node10,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      experimentalDecorators: true,
      emitDecoratorMetadata: true,
      types: ['node'],
      typeRoots: [path.join(root, 'node_modules/@types')],
    });
    const ownFiles = program.getSourceFiles().filter((file) => file.fileName.startsWith(folder) && !file.fileName.includes('/node_modules/'));
    expect(ownFiles).toHaveLength(files.length);
    return [...program.getOptionsDiagnostics(), ...ownFiles.flatMap((file) => ts.getPreEmitDiagnostics(program, file))].map(
      (diagnostic) => `${path.basename(diagnostic.file?.fileName ?? '')}: TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('translated Java against the published package', () => {
  beforeAll(() => builtPackage(), BUILD_WAIT_MS);

  test('there is a translated file that imports the package by name', () => {
    expect(translated).toContain('collections.ts');
  });

  test.each(['nodenext', 'node10'] as const)('compiles under strict with %s resolution', (kind) => {
    expect(diagnosticsUnder(kind)).toEqual([]);
  }, 120_000);
});
