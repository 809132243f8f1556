// Ported from Spring AI SyncMcpToolCallbackProviderBuilderTest (v1.1.8). Java's mocked clients are
// real SDK clients connected to scripted servers on 127.0.0.1.
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { IllegalArgumentException, type ToolCallback } from '../../src/index.js';
import {
  DefaultMcpToolNamePrefixGenerator,
  SyncMcpToolCallbackProvider,
  type McpToolFilter,
  type McpToolNamePrefixGenerator,
} from '../../src/mcp/index.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';

const createClient = (clientName: string, toolName: string): Promise<Client> =>
  scriptedClient([{ tool: { name: toolName, description: 'Test tool', inputSchema: { type: 'object' } } }], {
    name: clientName,
    version: '1.0.0',
  });
const names = (callbacks: ToolCallback[]): string[] => callbacks.map((callback) => callback.getToolDefinition().name());

afterAll(closeAll);

describe('SyncMcpToolCallbackProviderBuilderTest', () => {
  test('builderShouldCreateInstanceWithSingleClient', async () => {
    const provider = SyncMcpToolCallbackProvider.builder().addMcpClient(await createClient('test-client', 'test-tool')).build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['test_tool']);
  });

  test('builderShouldCreateInstanceWithMultipleClients', async () => {
    const provider = SyncMcpToolCallbackProvider.builder()
      .addMcpClient(await createClient('client1', 'tool1'))
      .addMcpClient(await createClient('client2', 'tool2'))
      .build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['tool1', 'tool2']);
  });

  test('builderShouldCreateInstanceWithClientList', async () => {
    const clients = [await createClient('client1', 'tool1'), await createClient('client2', 'tool2')];
    expect(await SyncMcpToolCallbackProvider.builder().mcpClients(clients).build().loadToolCallbacks()).toHaveLength(2);
  });

  test('builderShouldCreateInstanceWithClientArray', async () => {
    const client1 = await createClient('client1', 'tool1');
    const client2 = await createClient('client2', 'tool2');
    expect(await SyncMcpToolCallbackProvider.builder().mcpClients(client1, client2).build().loadToolCallbacks()).toHaveLength(2);
  });

  test('builderShouldCreateInstanceWithCustomToolFilter', async () => {
    const customFilter: McpToolFilter = (_connectionInfo, tool) => tool.name.startsWith('filtered');
    const provider = SyncMcpToolCallbackProvider.builder()
      .addMcpClient(await createClient('client', 'filtered-tool'))
      .toolFilter(customFilter)
      .build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['filtered_tool']);
  });

  test('builderShouldCreateInstanceWithCustomToolNamePrefixGenerator', async () => {
    const customGenerator: McpToolNamePrefixGenerator = { prefixedToolName: (_connectionInfo, tool) => `custom_${tool.name}` };
    const provider = SyncMcpToolCallbackProvider.builder()
      .addMcpClient(await createClient('client', 'tool'))
      .toolNamePrefixGenerator(customGenerator)
      .build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['custom_tool']);
  });

  test('builderShouldCreateInstanceWithAllCustomParameters', async () => {
    const provider = SyncMcpToolCallbackProvider.builder()
      .addMcpClient(await createClient('client', 'custom-tool'))
      .toolFilter((_connectionInfo, tool) => tool.name.includes('custom'))
      .toolNamePrefixGenerator((_connectionInfo, tool) => `prefix_${tool.name}`)
      .build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['prefix_custom-tool']);
  });

  test('builderShouldThrowExceptionWhenClientListIsNull', () => {
    const call = () => SyncMcpToolCallbackProvider.builder().mcpClients(null as unknown as Client[]);
    expect(call).toThrow(IllegalArgumentException);
    expect(call).toThrow(/^MCP clients list must not be null$/);
  });

  // JavaScript cannot tell a null array from a null list, so both get the list message.
  test('builderShouldThrowExceptionWhenClientArrayIsNull', () => {
    const call = () => SyncMcpToolCallbackProvider.builder().mcpClients(undefined as unknown as Client);
    expect(call).toThrow(IllegalArgumentException);
    expect(call).toThrow(/^MCP clients list must not be null$/);
  });

  test('builderShouldThrowExceptionWhenAddingNullClient', () => {
    const call = () => SyncMcpToolCallbackProvider.builder().addMcpClient(null as unknown as Client);
    expect(call).toThrow(IllegalArgumentException);
    expect(call).toThrow(/^MCP client must not be null$/);
  });

  test('builderShouldThrowExceptionWhenToolFilterIsNull', () => {
    const call = () => SyncMcpToolCallbackProvider.builder().toolFilter(null as unknown as McpToolFilter);
    expect(call).toThrow(IllegalArgumentException);
    expect(call).toThrow(/^Tool filter must not be null$/);
  });

  test('builderShouldThrowExceptionWhenToolNamePrefixGeneratorIsNull', () => {
    const call = () => SyncMcpToolCallbackProvider.builder().toolNamePrefixGenerator(null as unknown as McpToolNamePrefixGenerator);
    expect(call).toThrow(IllegalArgumentException);
    expect(call).toThrow(/^Tool name prefix generator must not be null$/);
  });

  test('builderShouldSupportMethodChaining', async () => {
    const provider = SyncMcpToolCallbackProvider.builder()
      .addMcpClient(await createClient('client1', 'tool1'))
      .addMcpClient(await createClient('client2', 'tool2'))
      .toolFilter(() => true)
      .toolNamePrefixGenerator(new DefaultMcpToolNamePrefixGenerator())
      .build();
    expect(await provider.loadToolCallbacks()).toHaveLength(2);
  });

  test('builderShouldReplaceClientsWhenSettingNewList', async () => {
    const client1 = await createClient('client1', 'tool1');
    const client2 = await createClient('client2', 'tool2');
    const client3 = await createClient('client3', 'tool3');
    const provider = SyncMcpToolCallbackProvider.builder().addMcpClient(client1).mcpClients([client2, client3]).build();
    expect(names(await provider.loadToolCallbacks())).toEqual(['tool2', 'tool3']);
  });
});
