// `npm test`: the type check and the build run side by side (both are tsc; the machine's cores
// are otherwise idle while one of them runs), then jest, which needs the build for its dist tests.
// Extra arguments go to jest (`npm test -- test/chat`).
import { spawn } from 'node:child_process';
import { build, tsc } from './build.mjs';

try {
  await Promise.all([tsc('-p', 'tsconfig.json', '--noEmit'), build()]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const jest = spawn(process.execPath, ['node_modules/jest/bin/jest.js', ...process.argv.slice(2)], { stdio: 'inherit' });
jest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
