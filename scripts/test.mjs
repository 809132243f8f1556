// `npm test`: the type check, the build and jest all start at once (each is CPU-bound; together
// they keep every core busy to the end). Jest runs the tests that need no build right away; the
// few that read dist/ wait for the build in a beforeAll (test/harness/build.ts), through the
// status file named in SPRING_AI_TS_BUILD_STATUS. The type check's errors print after jest's
// report. Extra arguments go to jest (`npm test -- test/chat`).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from './build.mjs';

const statusDir = mkdtempSync(join(tmpdir(), 'spring-ai-ts-build-'));
const statusFile = join(statusDir, 'status');

const built = build().then(
  () => {
    writeFileSync(statusFile, 'ok');
    return true;
  },
  (error) => {
    writeFileSync(statusFile, error.message);
    console.error(error.message);
    return false;
  },
);

/** Runs `tsc --noEmit` on the whole project (src, test, examples); resolves with its output and success. */
const typecheck = new Promise((resolve) => {
  const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('error', (error) => resolve({ ok: false, output: error.message }));
  child.on('exit', (code) => resolve({ ok: code === 0, output }));
});

// --liftoff-only: V8 compiles WebAssembly with its baseline compiler only. Each test file that opens
// PGlite compiles its 9 MB PostgreSQL module afresh, and optimising it cost about 2 s of CPU per file
// for queries that run in milliseconds either way. Jest's workers inherit the flag.
const jest = new Promise((resolve) => {
  const child = spawn(process.execPath, ['--liftoff-only', 'node_modules/jest/bin/jest.js', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, SPRING_AI_TS_BUILD_STATUS: statusFile },
  });
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

const [buildOk, checked, jestCode] = await Promise.all([built, typecheck, jest]);
rmSync(statusDir, { recursive: true, force: true });
if (!checked.ok) console.error(`\nnpm run typecheck failed:\n${checked.output.trimEnd()}`);
if (!buildOk) console.error('\nnpm run build failed (see its errors above).');
process.exit(jestCode !== 0 ? jestCode : checked.ok && buildOk ? 0 : 1);
