// `npm start`: transpiles the library and the examples with SWC into .build/ (SWC keeps legacy
// decorators and their metadata, as tsc does; type checking is `npm test`'s job) and runs the demo
// agent. Only files changed since the last run are transpiled again, so a warm start takes about a
// second (tsc took about 30 s on every run).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import swc from '@swc/core';

const OUT = '.build';
const swcOptions = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: true,
};

function* sources(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};

let transpiled = 0;
for (const source of [...sources('src'), ...sources('examples')]) {
  const target = join(OUT, source.replace(/\.ts$/, '.js'));
  if (mtime(target) >= mtime(source)) continue;
  const { code, map } = swc.transformFileSync(source, { ...swcOptions, sourceFileName: relative(dirname(target), source) });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${code}\n//# sourceMappingURL=${target.split('/').at(-1)}.map\n`);
  if (map !== undefined) writeFileSync(`${target}.map`, map);
  transpiled += 1;
}
writeFileSync(join(OUT, 'package.json'), JSON.stringify({ type: 'module' }) + '\n');
if (transpiled > 0) console.error(`(transpiled ${transpiled} changed files into ${OUT}/)`);

execFileSync(process.execPath, ['--enable-source-maps', `${OUT}/examples/demo/main.js`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
