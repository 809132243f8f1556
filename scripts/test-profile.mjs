// Where `npm test`'s time goes: runs it (scripts/test.mjs, extra arguments go to jest) with a test
// environment that records each test file's CPU time (scripts/jest-cpu-environment.cjs), then prints
// the run's wall and CPU time and the costliest files. CPU time is what to compare on a shared
// machine: wall time depends on what else runs. Linux only (reads /proc).
//
//   node scripts/test-profile.mjs            # the whole suite
//   node scripts/test-profile.mjs test/chat  # part of it
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** CPU seconds of the processes this one waited for (Linux: cutime + cstime). */
function childrenCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const folder = mkdtempSync(join(tmpdir(), 'spring-ai-ts-profile-'));
const log = join(folder, 'cpu.jsonl');
const started = Date.now();
const code = await new Promise((resolve) => {
  const args = ['scripts/test.mjs', '--testEnvironment', './scripts/jest-cpu-environment.cjs', ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, SPRING_AI_TS_CPU_LOG: log } });
  child.on('exit', (exitCode) => resolve(exitCode ?? 1));
});
const wall = (Date.now() - started) / 1000;
const cpu = childrenCpu();
const files = readFileSync(log, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line))
  .map((entry) => ({ ...entry, file: relative(process.cwd(), entry.file), cpu: entry.self + entry.children }))
  .sort((a, b) => b.cpu - a.cpu);
rmSync(folder, { recursive: true, force: true });
const sum = (key) => files.reduce((total, entry) => total + entry[key], 0);
console.log(`\nnpm test: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s CPU (type check, build, jest and every process they ran)`);
console.log(`jest files: ${files.length}, ${sum('cpu').toFixed(1)} s CPU (${sum('children').toFixed(1)} s of it in processes they ran)`);
console.log('costliest files (CPU s: total = in the jest worker + in processes it ran; wall s):');
for (const entry of files.slice(0, 20)) {
  console.log(`${entry.cpu.toFixed(2).padStart(8)} = ${entry.self.toFixed(2).padStart(6)} + ${entry.children.toFixed(2).padStart(6)}  ${entry.wall.toFixed(1).padStart(6)}  ${entry.file}`);
}
process.exitCode = code;
