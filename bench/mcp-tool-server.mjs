// The MCP server of bench/mcp.bench.mjs: one `echo` @Tool method served with McpToolUtils and
// McpServerTools, over stdio (default) or over Streamable HTTP on 127.0.0.1 (`--http`, prints
// "PORT <n>" on stderr). Not a benchmark itself.
import { entry } from './entry.mjs';
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { echoToolCallbacks } from './mcp-echo-tools.mjs';

const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const { McpServerTools, McpToolUtils } = await entry(DIST, './mcp');

const callbacks = await echoToolCallbacks();
const newServer = () => {
  const server = new Server({ name: 'bench-echo', version: '1.0.0' });
  McpServerTools.register(server, McpToolUtils.toSyncToolSpecification(callbacks));
  return server;
};


if (process.argv.includes('--http')) {
  const transports = new Map();
  const http = createServer(async (req, res) => {
    const sessionId = req.headers['mcp-session-id'];
    let transport = sessionId === undefined ? undefined : transports.get(sessionId);
    if (transport === undefined) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => transports.set(id, transport),
      });
      await newServer().connect(transport);
    }
    await transport.handleRequest(req, res);
  });
  http.listen(0, '127.0.0.1', () => process.stderr.write(`PORT ${http.address().port}\n`));
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
} else {
  await newServer().connect(new StdioServerTransport());
}
