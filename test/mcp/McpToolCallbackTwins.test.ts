// The sync and async MCP callbacks and providers share one implementation; these tests pin what
// still tells them apart: the class each builder creates, the logger name, and the client checks
// of the two provider builders.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  AsyncMcpToolCallback,
  AsyncMcpToolCallbackProvider,
  McpToolUtils,
  SyncMcpToolCallback,
  SyncMcpToolCallbackProvider,
} from '../../src/mcp/index.js';
import { capturedLogs } from '../harness/logs.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';

const failingTool: Tool = { name: 'failing', description: 'Always fails', inputSchema: { type: 'object' } };
const unconnected = (): Client => new Client({ name: 'twins-client', version: '1.0.0' });

afterAll(closeAll);

async function failingClient(): Promise<Client> {
  return scriptedClient([
    {
      tool: failingTool,
      handler: () => ({ content: [{ type: 'text', text: 'broken' }], isError: true }),
    },
  ]);
}

describe('the sync and async MCP callbacks', () => {
  test('each builder creates its own class', () => {
    const sync = SyncMcpToolCallback.builder().mcpClient(unconnected()).tool(failingTool).build();
    const async = AsyncMcpToolCallback.builder().mcpClient(unconnected()).tool(failingTool).build();
    expect(sync).toBeInstanceOf(SyncMcpToolCallback);
    expect(sync).not.toBeInstanceOf(AsyncMcpToolCallback);
    expect(async).toBeInstanceOf(AsyncMcpToolCallback);
    expect(async).not.toBeInstanceOf(SyncMcpToolCallback);
  });

  test('the constructor with two arguments names the tool after the client in both classes', () => {
    const client = new Client({ name: 'files', version: '1.0.0' });
    const expected = McpToolUtils.prefixedToolName('files', 'failing');
    expect(expected).toBe('f_failing');
    expect(new SyncMcpToolCallback(client, failingTool).getToolDefinition().name()).toBe(expected);
    expect(new AsyncMcpToolCallback(client, failingTool).getToolDefinition().name()).toBe(expected);
  });

  test.each([
    ['SyncMcpToolCallback', (client: Client) => new SyncMcpToolCallback(client, failingTool, 'failing')],
    ['AsyncMcpToolCallback', (client: Client) => new AsyncMcpToolCallback(client, failingTool, 'failing')],
    ['SyncMcpToolCallback', (client: Client) => new (class Custom extends SyncMcpToolCallback {})(client, failingTool, 'failing')],
  ])('a failed call is logged under %s', async (loggerName, create) => {
    const callback = create(await failingClient());
    await expect(callback.call('{}')).rejects.toThrow('Error calling tool: [{"text":"broken"}]');
    const logs = capturedLogs.take(/Error calling tool/);
    expect(logs.map((entry) => entry.logger)).toEqual([loggerName]);
  });
});

describe('the sync and async MCP provider builders', () => {
  test('both take the clients as a list or as arguments', () => {
    const [a, b] = [unconnected(), unconnected()];
    expect(SyncMcpToolCallbackProvider.builder().mcpClients([a, b]).build()).toBeInstanceOf(SyncMcpToolCallbackProvider);
    expect(SyncMcpToolCallbackProvider.builder().mcpClients(a, b).build()).toBeInstanceOf(SyncMcpToolCallbackProvider);
    expect(AsyncMcpToolCallbackProvider.builder().mcpClients([a, b]).build()).toBeInstanceOf(AsyncMcpToolCallbackProvider);
    expect(AsyncMcpToolCallbackProvider.builder().mcpClients(a, b).build()).toBeInstanceOf(AsyncMcpToolCallbackProvider);
  });

  test('a null list is rejected by both', () => {
    expect(() => SyncMcpToolCallbackProvider.builder().mcpClients(null as unknown as Client[])).toThrow(
      /^MCP clients list must not be null$/,
    );
    expect(() => AsyncMcpToolCallbackProvider.builder().mcpClients(null as unknown as Client[])).toThrow(
      /^MCP clients list must not be null$/,
    );
  });

  test('only the async builder checks the elements given as arguments, as in Java', () => {
    const client = unconnected();
    expect(() => AsyncMcpToolCallbackProvider.builder().mcpClients(client, null as unknown as Client)).toThrow(
      /^MCP clients must not be null$/,
    );
    expect(() => SyncMcpToolCallbackProvider.builder().mcpClients(client, null as unknown as Client)).not.toThrow();
  });
});
