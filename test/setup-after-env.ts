// Runs in every test file after jest's globals exist: the library's WARN/ERROR lines are captured
// instead of printed (test/harness/logs.ts), and an ERROR line that the test did not take fails it.
import { capturedLogs, installLogCapture } from './harness/logs.js';

installLogCapture();

afterEach(() => {
  const errors = capturedLogs.drain().filter((entry) => entry.level === 'ERROR');
  if (errors.length > 0) {
    throw new Error(
      `The library logged at ERROR level and the test did not expect it (take it with capturedLogs.take):\n` +
        errors.map((entry) => `  ${entry.line}`).join('\n'),
    );
  }
});
