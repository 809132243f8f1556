import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { HAIKU, run, script } from '../../examples/mcp/mcp.js';
import { isAlive, waitFor } from '../mcp/support/McpTestServers.js';

type Body = { messages: Array<Record<string, unknown>>; tools?: Array<{ function?: { name?: string } }> };

// The server runs as its own process from the TypeScript sources (SWC through Node's module hooks).
const serverCommand = (sandboxDir: string) => ({
  command: process.execPath,
  args: ['--import', path.resolve(__dirname, '../mcp/support/ts-register.mjs'), path.resolve(__dirname, '../../examples/mcp/server.ts'), sandboxDir],
});

describe('mcp example (file tools over MCP in a child process, beside a local @Tool class)', () => {
  const simulator = new MiniMaxSimulator();
  let sandboxDir: string;

  beforeAll(() => simulator.start());
  beforeEach(() => {
    sandboxDir = mkdtempSync(path.join(tmpdir(), 'spring-ai-ts-mcp-'));
  });
  afterEach(() => {
    simulator.reset();
    rmSync(sandboxDir, { recursive: true, force: true });
  });
  afterAll(() => simulator.stop());

  test('the agent writes through the MCP server, counts locally, lists through MCP, and the server process ends', async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator), serverCommand(sandboxDir));

    expect(result.answer).toBe('I wrote haiku.txt (15 words); the sandbox holds haiku.txt.');
    expect(result.toolNames).toEqual(['writeFile', 'readFile', 'listFiles', 'countWords']);
    expect(result.localCalls).toEqual([HAIKU]);
    expect(readFileSync(path.join(sandboxDir, 'haiku.txt'), 'utf8')).toBe(HAIKU);

    const bodies = simulator.requests().map((request) => request.body as Body);
    expect(bodies).toHaveLength(4);
    expect(bodies[0]!.tools!.map((tool) => tool.function?.name).sort()).toEqual(['countWords', 'listFiles', 'readFile', 'writeFile']);
    const toolResults = bodies[3]!.messages.filter((message) => message['role'] === 'tool').map((message) => String(message['content']));
    expect(toolResults[0]).toContain('haiku.txt');
    expect(toolResults[1]).toBe('15');
    expect(toolResults[2]).toContain('haiku.txt');
    await waitFor(() => !isAlive(result.serverPid), 5000, 'the MCP server process to end');
    expect(simulator.pendingScenarios()).toBe(0);
  });
});
