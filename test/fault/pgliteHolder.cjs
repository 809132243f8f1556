// spring-ai-ts fault suite: a process with a PGliteDataSource on a directory (argv[2]).
// `hold` (argv[3]): opens it, inserts argv[4] rows into table t, prints {"ready":pid} and waits
// (until killed); `try`: opens it and prints {"ok":pid} or {"error":{name,message,dataDir,reason,holderPid}}.
'use strict';
const path = require('node:path');
const { registerTypeScript } = require('../java/jdbc/multiprocess/loadLibrary.cjs');

async function main() {
  const [dataDir, mode, rows] = process.argv.slice(2);
  registerTypeScript();
  const { PGliteDataSource } = require(path.resolve(__dirname, '../../src/java/jdbc/pglite/index.ts'));
  const dataSource = new PGliteDataSource({ dataDir });
  try {
    await dataSource.execute('CREATE TABLE IF NOT EXISTS t (x text)');
    for (let i = 0; i < Number(rows ?? 0); i++) await dataSource.query('INSERT INTO t VALUES ($1)', [`${process.pid}-${i}`]);
  } catch (error) {
    const e = /** @type {any} */ (error);
    console.log(JSON.stringify({ error: { name: e.name, message: e.message, dataDir: e.getDataDir?.(), reason: e.getReason?.(), holderPid: e.getHolderPid?.() } }));
    return;
  }
  if (mode === 'hold') {
    console.log(JSON.stringify({ ready: process.pid }));
    setInterval(() => undefined, 60_000);
  } else {
    await dataSource.close();
    console.log(JSON.stringify({ ok: process.pid }));
  }
}

main().catch((error) => {
  console.log(JSON.stringify({ crash: String(error && error.stack) }));
  process.exitCode = 1;
});
