// Runs the benchmarks: builds the library (the benchmarks import dist/), installs bench/'s own
// dependencies (peer libraries such as RxJS and IxJS, never the library's) when missing, then runs
// every bench/*.bench.mjs in sequence. Benchmarks measure time; tests never do.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

try {
  run(process.execPath, ['scripts/build.mjs']);
} catch (error) {
  // tsc still emits when some file fails to type-check; benchmark what was built, but say so.
  if (!existsSync(join(root, 'dist/esm/index.js'))) {
    throw error;
  }
  console.warn('bench: the build reported errors; benchmarking the output it produced anyway');
}

if (!existsSync(join(root, 'bench/node_modules'))) {
  run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund']);
}

const benches = readdirSync(join(root, 'bench'))
  .filter((file) => file.endsWith('.bench.mjs'))
  .sort();
for (const file of benches) {
  console.log(`\n> bench/${file}`);
  run(process.execPath, ['--expose-gc', join('bench', file)]);
}
