// Builds the ESM and CommonJS outputs with tsc (bundlers such as esbuild drop decorator metadata)
// and marks each output folder with its module type, so Node loads both from one package.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const tsc = (project) =>
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
tsc('tsconfig.build.json');
tsc('tsconfig.build.cjs.json');
for (const [folder, type] of [['dist/esm', 'module'], ['dist/cjs', 'commonjs']]) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${folder}/package.json`, JSON.stringify({ type }) + '\n');
}
