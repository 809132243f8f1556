// The tests that read the build (dist/) call `builtPackage()` in a beforeAll. `npm test`
// (scripts/test.mjs) starts jest while tsc is still building, and names a status file in
// SPRING_AI_TS_BUILD_STATUS that it fills in when the build ends; run on their own (`npx jest`),
// the variable is unset and dist/ must already exist (`npm run build`).
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** How long a test file waits for the build before it gives up. */
export const BUILD_WAIT_MS = 10 * 60_000;

/** Resolves once the build that npm test started has succeeded; rejects if it failed. */
export async function builtPackage(): Promise<void> {
  const statusFile = process.env['SPRING_AI_TS_BUILD_STATUS'];
  if (statusFile === undefined || statusFile === '') return;
  const deadline = Date.now() + BUILD_WAIT_MS;
  for (;;) {
    let status = '';
    try {
      status = readFileSync(statusFile, 'utf8');
    } catch {
      // Not written yet: the build is still running.
    }
    if (status === 'ok') return;
    if (status !== '') throw new Error(`The build failed, so the tests of the built package cannot run: ${status}`);
    if (Date.now() > deadline) throw new Error(`The build did not finish within ${BUILD_WAIT_MS / 1000} s`);
    await delay(200);
  }
}
