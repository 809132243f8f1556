// Runner of test/dist-load-order.test.ts, in a plain Node process (not Jest's module system):
// loads every module of one build, each in its own worker thread, a few at a time, and prints
// `{ "<module>": "<why it fails>" }` as JSON.
// Usage: node test/dist-load-order.runner.cjs <esm|cjs> <build folder> <module>...
const { Worker } = require('node:worker_threads');
const path = require('node:path');

const [kind, folder, ...files] = process.argv.slice(2);
const WORKERS_AT_A_TIME = 3;

function run(file) {
  return new Promise((resolve) => {
    const worker = new Worker(path.join(__dirname, 'dist-load-order.worker.cjs'), {
      workerData: { kind, folder, file },
      stdout: true,
      stderr: true,
    });
    let result = 'exited without reporting';
    worker.once('message', (message) => {
      result = message;
      void worker.terminate();
    });
    worker.once('error', (error) => {
      result = String(error);
    });
    worker.once('exit', () => resolve(result));
  });
}

(async () => {
  const failures = {};
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++];
      const result = await run(file);
      if (result !== null) failures[file] = result;
    }
  };
  await Promise.all(Array.from({ length: WORKERS_AT_A_TIME }, lane));
  process.stdout.write(JSON.stringify(failures));
})();
