// spring-ai-ts end to end over Streamable HTTP on 127.0.0.1: a @Tool class served as MCP tools
// (McpToolUtils + McpServerTools on an SDK Server, in this process), and an agent (ChatClient +
// ToolCallAdvisor over the MiniMax simulator) using them through SyncMcpToolCallbackProvider.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  AbortedException,
  Duration,
  Tool,
  ToolCallbacks,
  ToolContext,
  ToolParam,
  type ToolCallback,
} from '../../src/index.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import {
  McpServerTools,
  McpToolUtils,
  McpToolsChangedEvent,
  SyncMcpToolCallbackProvider,
} from '../../src/mcp/index.js';
import { agentClient, lastToolResults, offeredTools } from './support/chat.js';
import { closeAll, openNetworkAndProcessHandles, httpClient, startHttpServer, waitFor, type RunningHttpServer } from './support/McpTestServers.js';
import { capturedLogs } from '../harness/logs.js';

class NoteTools {
  readonly notes = new Map<string, string>();
  readonly started: string[] = [];
  readonly cancelled: string[] = [];

  @Tool({ description: 'Store a note under a title' })
  writeNote(@ToolParam({ description: 'The title' }) title: string, @ToolParam({ description: 'The text' }) text: string): string {
    this.notes.set(title, text);
    return `stored ${title}`;
  }

  @Tool({ description: 'Read a note by its title' })
  readNote(@ToolParam({ description: 'The title' }) title: string): string {
    const text = this.notes.get(title);
    if (text === undefined) throw new Error(`No note titled ${title}`);
    return text;
  }

  @Tool({ description: 'Waits until the caller cancels' })
  waitForever(toolContext: ToolContext): Promise<string> {
    this.started.push('waitForever');
    const signal = toolContext.getAbortSignal();
    return new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => {
        this.cancelled.push('waitForever');
        reject(new Error('cancelled'));
      });
    });
  }
}

class Clock {
  @Tool({ description: 'The time' })
  now(): string {
    return 'noon';
  }
}

const simulator = new MiniMaxSimulator();
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};
let noteTools: NoteTools;
let localCallbacks: ToolCallback[];
let served: McpServerTools[];
let http: RunningHttpServer;

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  await simulator.start();
});
beforeEach(async () => {
  noteTools = new NoteTools();
  localCallbacks = ToolCallbacks.from(noteTools);
  served = [];
  http = await startHttpServer(() => {
    const server = new Server({ name: 'notes', version: '1.0.0' });
    served.push(McpServerTools.register(server, McpToolUtils.toSyncToolSpecification(localCallbacks)));
    return server;
  });
});
afterEach(async () => {
  simulator.reset();
  await http.close();
});
afterAll(async () => {
  await closeAll();
  await simulator.stop();
  process.off('unhandledRejection', onUnhandled);
  expect(unhandled).toEqual([]);
  // No MCP server, client socket or child process is left behind.
  await waitFor(() => openNetworkAndProcessHandles().length === 0, 5000, 'sockets and child processes to close');
});

// The MCP callbacks log a failed call at ERROR before they throw or answer with the error, as
// Spring's do; the tests assert the thrown error or the text the model gets.
capturedLogs.expect(/McpToolCallback - (Exception while tool calling|Error calling tool)/);

describe('MCP over Streamable HTTP, end to end', () => {
  // The schema comes back as Spring reads it into McpSchema.JsonSchema: without `$schema`.
  test('the @Tool class is listed with the same names, descriptions and JSON schemas (less $schema)', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await httpClient(http.url)).build();
    const remote = await provider.loadToolCallbacks();
    expect(remote.map((callback) => callback.getToolDefinition().name())).toEqual(['writeNote', 'readNote', 'waitForever']);
    for (const [index, local] of localCallbacks.entries()) {
      expect(remote[index]!.getToolDefinition().description()).toBe(local.getToolDefinition().description());
      const { $schema, ...localSchema } = JSON.parse(local.getToolDefinition().inputSchema()) as Record<string, unknown>;
      expect($schema).toBeDefined();
      expect(JSON.parse(remote[index]!.getToolDefinition().inputSchema())).toEqual(localSchema);
    }
  });

  test('an agent writes and reads through MCP; a failing tool comes back as an MCP tool error', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await httpClient(http.url)).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(
      MiniMaxScenarios.toolCall('writeNote', { title: 'todo', text: 'buy milk' }),
      MiniMaxScenarios.toolCall('readNote', { title: 'todo' }),
      MiniMaxScenarios.toolCall('readNote', { title: 'missing' }),
      MiniMaxScenarios.text('Done.'),
    );
    expect(await agentClient(simulator).prompt().user('notes').toolCallbacks(provider).call().content()).toBe('Done.');
    expect(noteTools.notes.get('todo')).toBe('buy milk');
    const results = lastToolResults(simulator);
    expect(results.slice(0, 2)).toEqual(['[{"text":"\\"stored todo\\""}]', '[{"text":"\\"buy milk\\""}]']);
    expect(results[2]).toContain('Error calling tool');
    expect(results[2]).toContain('No note titled missing');
  });

  test("the caller's abort reaches the @Tool method on the server as its ToolContext signal", async () => {
    const provider = SyncMcpToolCallbackProvider.builder().mcpClients(await httpClient(http.url)).build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('waitForever', {}), MiniMaxScenarios.text('never sent'));
    const controller = new AbortController();
    const call = agentClient(simulator).prompt().user('wait').toolCallbacks(provider).call({ signal: controller.signal }).content();
    await waitFor(() => noteTools.started.length === 1, 5000, 'the tool to start');
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(AbortedException);
    await waitFor(() => noteTools.cancelled.length === 1, 5000, 'the server tool to see the cancellation');
  });

  test('a tool that never answers times out over HTTP', async () => {
    const provider = SyncMcpToolCallbackProvider.builder()
      .mcpClients(await httpClient(http.url))
      .timeout(Duration.ofMillis(300))
      .build();
    await provider.loadToolCallbacks();
    simulator.enqueue(MiniMaxScenarios.toolCall('waitForever', {}), MiniMaxScenarios.text('Timed out.'));
    expect(await agentClient(simulator).prompt().user('wait').toolCallbacks(provider).call().content()).toBe('Timed out.');
    expect(lastToolResults(simulator)[0]).toContain('Request timed out');
    await waitFor(() => noteTools.cancelled.length === 1, 5000, 'the server tool to see the cancellation');
  });

  test('tools/list_changed over HTTP: a tool added on the server is offered in the next round', async () => {
    let provider: SyncMcpToolCallbackProvider | undefined;
    const client = await httpClient(http.url, { name: 'agent', version: '1.0.0' }, {
      listChanged: { tools: { onChanged: (_error, tools) => provider?.onApplicationEvent(new McpToolsChangedEvent('notes', tools ?? [])) } },
    });
    provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    const [extra] = ToolCallbacks.from(new Clock());
    await served[0]!.addTool(McpToolUtils.toSyncToolSpecification(extra!));
    await waitFor(() => provider!.getToolCallbacks().some((callback) => callback.getToolDefinition().name() === 'now'), 5000, 'rediscovery');
    simulator.enqueue(MiniMaxScenarios.toolCall('now', {}), MiniMaxScenarios.text('It is noon.'));
    expect(await agentClient(simulator).prompt().user('time?').toolCallbacks(provider).call().content()).toBe('It is noon.');
    expect(offeredTools(simulator)).toContain('now');
    expect(lastToolResults(simulator)).toEqual(['[{"text":"\\"noon\\""}]']);
  });

  test('McpServerTools.removeTool takes a tool away from the next discovery', async () => {
    let provider: SyncMcpToolCallbackProvider | undefined;
    const client = await httpClient(http.url, { name: 'agent', version: '1.0.0' }, {
      listChanged: { tools: { onChanged: (_error, tools) => provider?.onApplicationEvent(new McpToolsChangedEvent('notes', tools ?? [])) } },
    });
    provider = SyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    await provider.loadToolCallbacks();
    expect(served[0]!.toolNames()).toEqual(['writeNote', 'readNote', 'waitForever']);
    expect(await served[0]!.removeTool('waitForever')).toBe(true);
    expect(await served[0]!.removeTool('waitForever')).toBe(false);
    await waitFor(() => provider!.getToolCallbacks().length === 2, 5000, 'rediscovery');
    expect(provider.getToolCallbacks().map((callback) => callback.getToolDefinition().name())).toEqual(['writeNote', 'readNote']);
  });

  test('a call for a tool the server does not have fails with a typed error', async () => {
    const client = await httpClient(http.url);
    await expect(client.callTool({ name: 'nope', arguments: {} })).rejects.toThrow('Tool nope not found');
  });
});
