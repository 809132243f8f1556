// MCP benchmark: one tool round trip through SyncMcpToolCallback (JSON arguments in, result text
// out) to an `echo` @Tool method served by another process over stdio and over Streamable HTTP on
// 127.0.0.1, next to calling the same @Tool method locally (MethodToolCallback). Calls are
// sequential; the figure is the median of several runs, in µs per call.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
import { entry } from './entry.mjs';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { echoToolCallbacks } from './mcp-echo-tools.mjs';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const { SyncMcpToolCallbackProvider } = await entry(DIST, './mcp');

const here = dirname(fileURLToPath(import.meta.url));
const SERVER = join(here, 'mcp-tool-server.mjs');
const CALLS = Number(process.env.BENCH_MCP_CALLS ?? 1000);
// The SDK's HTTP client transport keeps an abort listener per request on one signal (Node warns
// past 1500), and each call takes milliseconds, so fewer HTTP calls are timed.
const HTTP_CALLS = Number(process.env.BENCH_MCP_HTTP_CALLS ?? 150);
const LOCAL_CALLS = Number(process.env.BENCH_LOCAL_CALLS ?? 20_000);
const WARMUP = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const INPUT = '{"text":"hello"}';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timePerCall(callback, calls) {
  const perCall = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    for (let i = 0; i < calls; i++) await callback.call(INPUT);
    if (run >= WARMUP) perCall.push(((performance.now() - started) * 1000) / calls);
  }
  return median(perCall);
}

async function mcpCallback(client) {
  const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
  const [callback] = await provider.loadToolCallbacks();
  const result = await callback.call(INPUT);
  if (result !== '[{"text":"\\"echo: hello\\""}]') throw new Error(`unexpected MCP result ${result}`);
  return callback;
}

async function stdio() {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [SERVER], cwd: here }));
  try {
    return await timePerCall(await mcpCallback(client), CALLS);
  } finally {
    await client.close();
  }
}

async function http() {
  const child = spawn(process.execPath, [SERVER, '--http'], { cwd: here, stdio: ['pipe', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      const match = /PORT (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`HTTP server exited with ${code}`)));
  });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  try {
    return await timePerCall(await mcpCallback(client), HTTP_CALLS);
  } finally {
    await client.close();
    child.stdin.end();
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

const [local] = await echoToolCallbacks();
if ((await local.call(INPUT)) !== '"echo: hello"') throw new Error('unexpected local result');
const localMicros = await timePerCall(local, LOCAL_CALLS);
const stdioMicros = await stdio();
const httpMicros = await http();

console.log('One echo tool call (JSON arguments in, result text out), sequential, median µs per call:');
console.table([
  { path: 'local @Tool (MethodToolCallback)', 'µs/call': localMicros.toFixed(1), 'vs local': '1.0×' },
  { path: 'MCP over stdio (child process)', 'µs/call': stdioMicros.toFixed(1), 'vs local': `${(stdioMicros / localMicros).toFixed(0)}×` },
  { path: 'MCP over Streamable HTTP (127.0.0.1)', 'µs/call': httpMicros.toFixed(1), 'vs local': `${(httpMicros / localMicros).toFixed(0)}×` },
]);
