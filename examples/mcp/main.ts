/* spring-ai-ts, Apache-2.0. Examples: MCP file tools in a child process, used by an agent (simulator unless MINIMAX_API_KEY is set). */
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runMain } from '../shared/backend.js';
import { run, script } from './mcp.js';

// `.build/examples/mcp/main.js` → the project root's `sandbox/mcp` (git-ignored) and the compiled server beside it.
const sandboxDir = fileURLToPath(new URL('../../../sandbox/mcp/', import.meta.url)).replace(/[\\/]$/, '');
const serverScript = fileURLToPath(new URL('./server.js', import.meta.url));
mkdirSync(sandboxDir, { recursive: true });

await runMain('mcp', script, async (backend) => {
  await run(backend.chatModel, { command: process.execPath, args: ['--enable-source-maps', serverScript, sandboxDir] }, true);
});
