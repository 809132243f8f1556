/* spring-ai-ts, Apache-2.0. Examples: the demo's file tools served over MCP (stdio), one process. */
import 'reflect-metadata';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { McpServerTools } from '../../src/mcp/server/McpServerTools.js';
import { McpToolUtils } from '../../src/mcp/McpToolUtils.js';
import { ToolCallbacks } from '../../src/support/ToolCallbacks.js';
import { FileTools } from '../demo/FileTools.js';

// `node server.js <sandbox folder>`: writeFile, readFile and listFiles of examples/demo, confined to
// the folder, as MCP tools on stdin/stdout. The agent process starts it (see mcp.ts).
const sandboxDir = process.argv[2];
if (sandboxDir === undefined) {
  console.error('usage: server.js <sandbox folder>');
  process.exit(2);
}
const server = new Server({ name: 'sandbox-files', version: '1.0.0' });
McpServerTools.register(server, McpToolUtils.toSyncToolSpecification(ToolCallbacks.from(new FileTools(sandboxDir))));
await server.connect(new StdioServerTransport());
