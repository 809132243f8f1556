// Worker of test/dist-load-order.test.ts: loads one built module as the first module of this
// worker's fresh module graph and reports `null`, or why the module does not load safely on its
// own.
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const path = require('node:path');

const { kind, folder, file } = workerData;
const load = (relative) =>
  kind === 'esm'
    ? import(pathToFileURL(path.join(folder, relative)).href)
    : Promise.resolve().then(() => require(path.join(folder, relative)));

// CommonJS does not throw where ESM would: a cyclic `require` hands out a module's exports
// before they are set, so a class field copied from it is silently `undefined`. Every module the
// file pulled in is checked.
function undefinedStatics(exports) {
  const found = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'function') continue;
    for (const key of Object.getOwnPropertyNames(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      const member = descriptor.get ? descriptor.get.call(value) : descriptor.value;
      if (member === undefined) found.push(`${name}.${key}`);
    }
  }
  return found;
}

(async () => {
  await load(file);
  const found = [];
  if (kind === 'cjs') {
    for (const [name, loaded] of Object.entries(require.cache)) {
      if (name.startsWith(folder + path.sep)) found.push(...undefinedStatics(loaded.exports));
    }
  }
  return found.length > 0 ? `undefined static members: ${found.join(', ')}` : null;
})().then(
  (result) => parentPort.postMessage(result),
  (error) => parentPort.postMessage(String((error && error.stack) || error).split('\n').slice(0, 3).join(' | ')),
);
