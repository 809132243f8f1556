// Runs the chat workers in parallel processes and collects their JSON lines (test and bench).
'use strict';
const { spawn } = require('node:child_process');
const path = require('node:path');

function runWorker(config) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'chatWorker.cjs'), JSON.stringify(config)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`worker ${config.processIndex} exited with ${code}: ${err.trim()}`));
      else resolve(JSON.parse(out.trim().split('\n').pop()));
    });
  });
}

/** Starts `processCount` workers on one configuration; resolves with their results and the wall time. */
async function runProcesses(config) {
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: config.processCount }, (_, processIndex) => runWorker({ ...config, processIndex })),
  );
  return { results, wallMs: Date.now() - started };
}

module.exports = { runProcesses };
