// `npm run compare:spring [-- <name prefix>,...]`: runs the differential suite (test/spring: each
// scenario on the real Spring AI and on the port) and prints one line per scenario, then the count.
// The compare tool's HTML report of each scenario that differs, with its outcomes side by side, is
// written to test/spring/java/target/side-by-side/reports/.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test/spring/java/target/side-by-side');
const report = path.join(outDir, 'report.txt');
rmSync(report, { force: true });
const filter = process.argv.slice(2).join(',');

const output = [];
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['--liftoff-only', path.join(root, 'node_modules/jest/bin/jest.js'), 'test/spring/side-by-side.test.ts'], {
    cwd: root,
    env: { ...process.env, ...(filter ? { SPRING_SCENARIOS: filter } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});

if (!existsSync(report)) {
  // The suite did not get as far as comparing (no JVM, a Maven or javac failure): show why.
  process.stdout.write(Buffer.concat(output).toString('utf8'));
  console.log('spring side by side: no report (see the output above)');
  process.exit(code === 0 ? 1 : code);
}
process.stdout.write(readFileSync(report, 'utf8'));
if (code !== 0) console.log(`\nDetails and HTML reports: ${path.relative(process.cwd(), path.join(outDir, 'reports'))}/`);
process.exit(code);
