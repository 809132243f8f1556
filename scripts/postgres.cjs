// Starts a throwaway PostgreSQL server for tests and benchmarks: initdb into a temporary
// directory, listen on 127.0.0.1 only (on a free port), run as the `postgres` user when started
// as root (the server refuses root), stop and delete everything at the end.
//
//   const { startPostgres, findPostgresBin } = require('./scripts/postgres.cjs');
//   const server = await startPostgres();   // { url, host, port, user, password, database, stop, restart, kill }
//
// CLI: `node scripts/postgres.cjs` starts one, prints its URL and stops it on Ctrl-C.
'use strict';
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');

/** The directory of Debian's PostgreSQL binaries (newest version), or undefined. */
function findPostgresBin() {
  // SPRING_AI_TS_POSTGRES_ROOT points at another install (a missing directory means "none").
  const base = process.env.SPRING_AI_TS_POSTGRES_ROOT || '/usr/lib/postgresql';
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(base, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
function run(bin, tool, args, options = {}) {
  const file = path.join(bin, tool);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  const result = spawnSync(command, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (exit ${result.status}): ${(result.stderr || result.stdout || '').trim()}`);
  }
  return result.stdout;
}

/**
 * Starts a server. Options: `fsync` (default false: faster, fine for throwaway data),
 * `maxConnections` (default 100).
 */
async function startPostgres(options = {}) {
  const bin = findPostgresBin();
  if (bin === undefined) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spring-ai-ts-pg-'));
  const dataDir = path.join(dir, 'data');
  const user = 'spring';
  const password = crypto.randomBytes(12).toString('hex');
  const database = 'postgres';
  const pwfile = path.join(dir, 'pw');
  fs.writeFileSync(pwfile, password + '\n', { mode: 0o600 });
  if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  run(bin, 'initdb', ['-D', dataDir, '-U', user, '--pwfile', pwfile, '--auth=scram-sha-256', '-E', 'UTF8', '--no-instructions', '--no-sync'], {
    env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
  });
  fs.rmSync(pwfile, { force: true });
  const port = await freePort();
  const settings = [
    '-h', '127.0.0.1', '-p', String(port), '-k', dir,
    '-c', `fsync=${options.fsync ? 'on' : 'off'}`,
    '-c', `synchronous_commit=${options.fsync ? 'on' : 'off'}`,
    '-c', `full_page_writes=${options.fsync ? 'on' : 'off'}`,
    '-c', `max_connections=${options.maxConnections ?? 100}`,
  ].join(' ');
  const logFile = path.join(dir, 'server.log');
  const start = () => run(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', settings, '-w', '-t', '60', 'start']);
  const stopServer = (mode) => {
    try {
      run(bin, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
    } catch (error) {
      if (!/Is server running\?|no server running|PID file .* does not exist/i.test(error.message)) throw error;
    }
  };
  start();
  let stopped = false;
  const server = {
    host: '127.0.0.1',
    port,
    user,
    password,
    database,
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    dataDir,
    /** Stops the server (fast shutdown) and deletes its directory. */
    async stop() {
      if (stopped) return;
      stopped = true;
      stopServer('fast');
      fs.rmSync(dir, { recursive: true, force: true });
    },
    /** Stops the server immediately (as a crash would), keeping its data. */
    async kill() {
      stopServer('immediate');
    },
    /** Starts it again after `kill`, on the same port. */
    async restart() {
      start();
    },
    log() {
      return fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    },
  };
  return server;
}

module.exports = { startPostgres, findPostgresBin };

if (require.main === module) {
  startPostgres().then((server) => {
    console.log(`PostgreSQL on ${server.host}:${server.port}; URL: ${server.url}`);
    console.log('Ctrl-C stops it.');
    const stop = () => server.stop().finally(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }, (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
