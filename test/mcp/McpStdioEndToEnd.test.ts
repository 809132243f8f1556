// spring-ai-ts end to end: an agent (ChatClient + ToolCallAdvisor over the MiniMax simulator) using
// the tools of real MCP servers running as stdio child processes (test/mcp/servers/tools-server.mjs).
import type { Stream } from 'node:stream';
import { AbortedException, Duration, IllegalStateException } from '../../src/index.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import {
  McpToolNamePrefixGenerator,
  McpToolsChangedEvent,
  SyncMcpToolCallbackProvider,
} from '../../src/mcp/index.js';
import { agentClient, bodies, lastToolResults, offeredTools } from './support/chat.js';
import { closeAll, openNetworkAndProcessHandles, isAlive, stdioClient, waitFor } from './support/McpTestServers.js';
import { capturedLogs } from '../harness/logs.js';

const simulator = new MiniMaxSimulator();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  await simulator.start();
});
afterEach(() => simulator.reset());
afterAll(async () => {
  await closeAll();
  await simulator.stop();
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
  // No MCP server, client socket or child process is left behind.
  await waitFor(() => openNetworkAndProcessHandles().length === 0, 5000, 'sockets and child processes to close');
});

/** Collects the child's stderr lines. */
function stderrLines(transport: { stderr: Stream | null }): string[] {
  const lines: string[] = [];
  transport.stderr?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return lines;
}

// The MCP callbacks log a failed call at ERROR before they throw or answer with the error, as
// Spring's do; the tests assert the thrown error or the text the model gets.
capturedLogs.expect(/McpToolCallback - (Exception while tool calling|Error calling tool)/);

describe('MCP over stdio, end to end', () => {
  test('lists the server tools with their JSON schemas', async () => {
    const { client } = await stdioClient('tools-server.mjs');
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    const callbacks = await provider.loadToolCallbacks();
    expect(callbacks.map((callback) => callback.getToolDefinition().name())).toEqual([
      'echo', 'meta', 'weather', 'fail', 'crash', 'hang', 'add_tool',
    ]);
    const echo = JSON.parse(callbacks[0]!.getToolDefinition().inputSchema()) as Record<string, unknown>;
    expect(echo).toMatchObject({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] });
    expect(callbacks[0]!.getToolDefinition().description()).toBe('Echoes the text');
  });

  test('a text tool, a structured tool and a tool error reach the model; the conversation goes on', async () => {
    const { client } = await stdioClient('tools-server.mjs');
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(
      MiniMaxScenarios.toolCall('echo', { text: 'hi' }),
      MiniMaxScenarios.toolCall('weather', { city: 'Paris' }),
      MiniMaxScenarios.toolCall('fail', { reason: 'disk full' }),
      MiniMaxScenarios.text('All done.'),
    );
    const answer = await agentClient(simulator).prompt().user('Use the tools').toolCallbacks(provider).call().content();
    expect(answer).toBe('All done.');
    expect(lastToolResults(simulator)).toEqual([
      '[{"text":"echo: hi"}]',
      '[{"text":"{\\"city\\":\\"Paris\\",\\"temperature\\":18,\\"conditions\\":\\"light rain\\"}"}]',
      'Error calling tool: [{"text":"boom: disk full"}]',
    ]);
    expect(offeredTools(simulator, 0)).toContain('weather');
  });

  test('the tool context reaches the server as _meta', async () => {
    const { client } = await stdioClient('tools-server.mjs');
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('meta', {}), MiniMaxScenarios.text('ok'));
    await agentClient(simulator).prompt().user('meta').toolCallbacks(provider).toolContext({ tenant: 'acme' }).call().content();
    const [result] = lastToolResults(simulator);
    const meta = JSON.parse((JSON.parse(result!) as Array<{ text: string }>)[0]!.text) as Record<string, unknown>;
    expect(meta['tenant']).toBe('acme');
  });

  test('arguments that violate the schema come back to the model as a clear error', async () => {
    const { client } = await stdioClient('tools-server.mjs');
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('echo', { text: 42 }), MiniMaxScenarios.text('Sorry.'));
    expect(await agentClient(simulator).prompt().user('echo').toolCallbacks(provider).call().content()).toBe('Sorry.');
    const [result] = lastToolResults(simulator);
    expect(result).toContain('Error calling tool');
    expect(result).toContain('Input validation error');
    expect(result).toContain('expected string, received number at text');
  });

  test('a server that never answers times out, and the server is told to cancel', async () => {
    const { client, transport } = await stdioClient('tools-server.mjs');
    const lines = stderrLines(transport);
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).timeout(Duration.ofMillis(300)).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('hang', {}), MiniMaxScenarios.text('It timed out.'));
    const started = Date.now();
    expect(await agentClient(simulator).prompt().user('hang').toolCallbacks(provider).call().content()).toBe('It timed out.');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lastToolResults(simulator)[0]).toContain('Request timed out');
    await waitFor(() => lines.includes('CANCELLED hang'), 5000, 'the server to see the cancellation');
  });

  test("the caller's abort cancels the MCP call; the server sees the cancellation", async () => {
    const { client, transport } = await stdioClient('tools-server.mjs');
    const lines = stderrLines(transport);
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('hang', {}), MiniMaxScenarios.text('never sent'));
    const controller = new AbortController();
    const call = agentClient(simulator).prompt().user('hang').toolCallbacks(provider).call({ signal: controller.signal }).content();
    await waitFor(() => lines.includes('STARTED hang'), 5000, 'the tool to start');
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortedException);
    await waitFor(() => lines.includes('CANCELLED hang'), 5000, 'the server to see the cancellation');
    expect(bodies(simulator)).toHaveLength(1);
  });

  test('a server that crashes mid-call gives a typed error, no hang, and the child is reaped', async () => {
    const { client, pid } = await stdioClient('tools-server.mjs');
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    const [crash] = (await provider.loadToolCallbacks()).filter((callback) => callback.getToolDefinition().name() === 'crash');
    simulator.enqueue(MiniMaxScenarios.toolCall('crash', {}), MiniMaxScenarios.text('The server is gone.'));
    expect(await agentClient(simulator).prompt().user('crash').toolCallbacks(provider).call().content()).toBe('The server is gone.');
    expect(lastToolResults(simulator)[0]).toContain('Connection closed');
    await waitFor(() => !isAlive(pid), 5000, 'the crashed child to be reaped');
    // Later calls on the dead connection fail fast with the same typed error.
    await expect(crash!.call('{}')).rejects.toThrow('Not connected');
  });

  test('tools/list_changed: the next round sees the new tool', async () => {
    let provider: SyncMcpToolCallbackProvider | undefined;
    const { client } = await stdioClient('tools-server.mjs', { name: 'agent', version: '1.0.0' }, {
      listChanged: {
        tools: { onChanged: (_error, tools) => provider?.onApplicationEvent(new McpToolsChangedEvent('tools', tools ?? [])) },
      },
    });
    provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('add_tool', {}), MiniMaxScenarios.text('Added.'));
    await agentClient(simulator).prompt().user('add a tool').toolCallbacks(provider).call().content();
    expect(offeredTools(simulator)).not.toContain('late_tool');

    await waitFor(() => provider!.getToolCallbacks().some((callback) => callback.getToolDefinition().name() === 'late_tool'), 5000, 'rediscovery');
    simulator.enqueue(MiniMaxScenarios.toolCall('late_tool', {}), MiniMaxScenarios.text('Used it.'));
    expect(await agentClient(simulator).prompt().user('use it').toolCallbacks(provider).call().content()).toBe('Used it.');
    expect(offeredTools(simulator)).toContain('late_tool');
    expect(lastToolResults(simulator)).toEqual(['[{"text":"late"}]']);
  });

  test("two servers with a clashing tool name: prefixed by default, Spring's duplicate error without a prefix", async () => {
    const first = await stdioClient('tools-server.mjs', { name: 'agent', version: '1.0.0' });
    const second = await stdioClient('tools-server.mjs', { name: 'agent-2', version: '1.0.0' });
    const prefixed = await SyncMcpToolCallbackProvider.builder().mcpClients(first.client, second.client).build().loadToolCallbacks();
    const names = prefixed.map((callback) => callback.getToolDefinition().name());
    expect(names.slice(0, 7)).toEqual(['echo', 'meta', 'weather', 'fail', 'crash', 'hang', 'add_tool']);
    expect(names.slice(7)).toEqual(['alt_1_echo', 'alt_2_meta', 'alt_3_weather', 'alt_4_fail', 'alt_5_crash', 'alt_6_hang', 'alt_7_add_tool']);

    simulator.enqueue(MiniMaxScenarios.toolCall('alt_1_echo', { text: 'second' }), MiniMaxScenarios.text('ok'));
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(first.client, second.client).build();
    await provider.loadToolCallbacks();
    await agentClient(simulator).prompt().user('echo on the second').toolCallbacks(provider).call().content();
    expect(lastToolResults(simulator)).toEqual(['[{"text":"echo: second"}]']);

    const unprefixed = SyncMcpToolCallbackProvider.builder()
      .mcpClients(first.client, second.client)
      .toolNamePrefixGenerator(McpToolNamePrefixGenerator.noPrefix())
      .build();
    await expect(unprefixed.loadToolCallbacks()).rejects.toThrow(IllegalStateException);
    await expect(unprefixed.loadToolCallbacks()).rejects.toThrow(
      'Multiple tools with the same name (echo, meta, weather, fail, crash, hang, add_tool)',
    );
  });
});
