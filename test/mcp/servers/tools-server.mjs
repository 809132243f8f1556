// A real MCP server over stdio for the end-to-end tests (plain ESM: jest does not compile child
// processes). `--name <name>` sets the server name. It logs lifecycle markers on stderr, which the
// tests read: "STARTED <tool>", "CANCELLED <tool>".
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const nameIndex = process.argv.indexOf('--name');
const name = nameIndex >= 0 ? process.argv[nameIndex + 1] : 'tools-server';
const server = new McpServer({ name, version: '1.0.0' }, { capabilities: { tools: { listChanged: true } } });
const log = (line) => process.stderr.write(`${line}\n`);

server.registerTool(
  'echo',
  { description: 'Echoes the text', inputSchema: { text: z.string().describe('what to echo') } },
  async ({ text }) => ({ content: [{ type: 'text', text: `echo: ${text}` }] }),
);

server.registerTool(
  'meta',
  { description: 'Returns the _meta it received', inputSchema: {} },
  async (_args, extra) => ({ content: [{ type: 'text', text: JSON.stringify(extra._meta ?? {}) }] }),
);

server.registerTool(
  'weather',
  {
    description: 'Current weather of a city',
    inputSchema: { city: z.string() },
    outputSchema: { city: z.string(), temperature: z.number(), conditions: z.string() },
  },
  async ({ city }) => {
    const structuredContent = { city, temperature: 18, conditions: 'light rain' };
    return { structuredContent, content: [{ type: 'text', text: JSON.stringify(structuredContent) }] };
  },
);

server.registerTool(
  'fail',
  { description: 'Always fails', inputSchema: { reason: z.string() } },
  async ({ reason }) => ({ isError: true, content: [{ type: 'text', text: `boom: ${reason}` }] }),
);

server.registerTool('crash', { description: 'Exits the server process mid-call', inputSchema: {} }, async () => {
  log('STARTED crash');
  setTimeout(() => process.exit(3), 10);
  return new Promise(() => {});
});

server.registerTool('hang', { description: 'Never answers unless cancelled', inputSchema: {} }, (_args, extra) => {
  log('STARTED hang');
  return new Promise((_resolve, reject) => {
    extra.signal.addEventListener('abort', () => {
      log('CANCELLED hang');
      reject(new Error('cancelled'));
    });
  });
});

server.registerTool('add_tool', { description: 'Adds the tool late_tool', inputSchema: {} }, async () => {
  server.registerTool('late_tool', { description: 'Added at run time', inputSchema: {} }, async () => ({
    content: [{ type: 'text', text: 'late' }],
  }));
  return { content: [{ type: 'text', text: 'added late_tool' }] };
});

await server.connect(new StdioServerTransport());
log(`READY ${name}`);
