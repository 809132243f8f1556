// Ported from Spring AI AsyncMcpToolCallbackProviderTests (v1.1.8). Java mocks McpAsyncClient; here
// each client is a real SDK Client connected to a scripted server on 127.0.0.1. Java's blocking
// getToolCallbacks() is `await loadToolCallbacks()` followed by the synchronous getToolCallbacks().
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalStateException, ToolCallback } from '../../src/index.js';
import {
  DefaultMcpToolNamePrefixGenerator,
  McpToolNamePrefixGenerator,
  AsyncMcpToolCallbackProvider,
  ToolContextToMcpMetaConverter,
  type McpToolFilter,
} from '../../src/mcp/index.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';

// Java's mocked tools are distinct objects even with equal names; a description tells them apart here.
let toolCounter = 0;
const tool = (name: string): Tool => ({ name, description: `tool #${++toolCounter}`, inputSchema: { type: 'object' } });
const clientWith = (clientName: string, ...tools: Tool[]): Promise<Client> =>
  scriptedClient(tools.map((entry) => ({ tool: entry })), { name: clientName, version: '1.0.0' });

async function callbacksOf(provider: AsyncMcpToolCallbackProvider): Promise<ToolCallback[]> {
  const loaded = await provider.loadToolCallbacks();
  expect(provider.getToolCallbacks()).toEqual(loaded);
  return loaded;
}
const names = (callbacks: ToolCallback[]): string[] => callbacks.map((callback) => callback.getToolDefinition().name());

afterAll(closeAll);

describe('AsyncMcpToolCallbackProviderTests', () => {
  test('getToolCallbacksShouldReturnEmptyArrayWhenNoTools', async () => {
    const provider = AsyncMcpToolCallbackProvider.builder().mcpClients(await clientWith('testClient')).build();
    expect(await callbacksOf(provider)).toEqual([]);
  });

  test('getToolCallbacksShouldReturnEmptyArrayWhenNoClients', async () => {
    expect(await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients([]).build())).toEqual([]);
  });

  test('getToolCallbacksShouldReturnCallbacksForEachTool', async () => {
    const client = await clientWith('testClient', tool('tool1'), tool('tool2'));
    expect(await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients(client).build())).toHaveLength(2);
  });

  test('getToolCallbacksShouldThrowExceptionForDuplicateToolNames', async () => {
    const client = await clientWith('testClient', tool('sameName'), tool('sameName'));
    const toolCallbacks = await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients(client).build());
    expect(names(toolCallbacks)).toEqual(['sameName', 'alt_1_sameName']);

    const provider2 = AsyncMcpToolCallbackProvider.builder()
      .toolNamePrefixGenerator(McpToolNamePrefixGenerator.noPrefix())
      .mcpClients(client)
      .build();
    await expect(provider2.loadToolCallbacks()).rejects.toThrow(IllegalStateException);
    await expect(provider2.loadToolCallbacks()).rejects.toThrow('Multiple tools with the same name');
  });

  test('getSameNameToolsButDifferentClientInfoNamesShouldProduceDifferentToolCallbackNames', async () => {
    const mcpClient1 = await clientWith('FirstClient', tool('sameName'));
    const mcpClient2 = await clientWith('SecondClient', tool('sameName'));
    const callbacks = await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients(mcpClient1, mcpClient2).build());
    expect(callbacks).toHaveLength(2);
    expect(new Set(names(callbacks)).size).toBe(2);
  });

  test('toolFilterShouldAcceptAllToolsByDefault', async () => {
    const client = await clientWith('testClient', tool('tool1'), tool('tool2'));
    expect(await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients(client).build())).toHaveLength(2);
  });

  test('toolFilterShouldRejectAllToolsWhenConfigured', async () => {
    const client = await clientWith('testClient', tool('tool1'), tool('tool2'));
    const rejectAllFilter: McpToolFilter = () => false;
    const provider = AsyncMcpToolCallbackProvider.builder()
      .toolFilter(rejectAllFilter)
      .toolNamePrefixGenerator(new DefaultMcpToolNamePrefixGenerator())
      .mcpClients(client)
      .build();
    expect(await callbacksOf(provider)).toEqual([]);
  });

  test('toolFilterShouldFilterToolsByNameWhenConfigured', async () => {
    const client = await clientWith('testClient', tool('tool1'), tool('tool2'), tool('tool3'));
    const nameFilter: McpToolFilter = (_client, candidate) => candidate.name.includes('2') || candidate.name.includes('3');
    const provider = AsyncMcpToolCallbackProvider.builder()
      .toolFilter(nameFilter)
      .toolNamePrefixGenerator(new DefaultMcpToolNamePrefixGenerator())
      .mcpClients(client)
      .build();
    expect(names(await callbacksOf(provider))).toEqual(['tool2', 'tool3']);
  });

  test('toolFilterShouldFilterToolsByClientWhenConfigured', async () => {
    const mcpClient1 = await clientWith('testClient1', tool('tool1'));
    const mcpClient2 = await clientWith('testClient2', tool('tool2'));
    const clientFilter: McpToolFilter = (mcpConnectionInfo) => mcpConnectionInfo.clientInfo()?.name === 'testClient1';
    const provider = AsyncMcpToolCallbackProvider.builder()
      .toolFilter(clientFilter)
      .toolNamePrefixGenerator(new DefaultMcpToolNamePrefixGenerator())
      .mcpClients(mcpClient1, mcpClient2)
      .build();
    expect(names(await callbacksOf(provider))).toEqual(['tool1']);
  });

  test('toolFilterShouldCombineClientAndToolCriteriaWhenConfigured', async () => {
    const weatherClient = await clientWith('weather-service', tool('weather'), tool('calculator'));
    const complexFilter: McpToolFilter = (mcpConnectionInfo, candidate) =>
      mcpConnectionInfo.clientInfo()?.name === 'weather-service' && candidate.name === 'weather';
    const provider = AsyncMcpToolCallbackProvider.builder()
      .toolFilter(complexFilter)
      .toolNamePrefixGenerator(new DefaultMcpToolNamePrefixGenerator())
      .mcpClients(weatherClient)
      .build();
    expect(names(await callbacksOf(provider))).toEqual(['weather']);
  });

  test('asyncToolCallbacksStaticMethodShouldReturnEmptyFluxWhenNoClients', async () => {
    expect(await AsyncMcpToolCallbackProvider.asyncToolCallbacks([]).collectList()).toEqual([]);
  });

  test('asyncToolCallbacksStaticMethodShouldReturnEmptyFluxWhenNullClients', async () => {
    expect(await AsyncMcpToolCallbackProvider.asyncToolCallbacks(undefined).collectList()).toEqual([]);
  });

  test('asyncToolCallbacksStaticMethodShouldReturnCallbacks', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    const callbacks = await AsyncMcpToolCallbackProvider.asyncToolCallbacks([client]).collectList();
    expect(callbacks).toHaveLength(1);
    expect(ToolCallback.isInstance(callbacks[0])).toBe(true);
  });

  test('builderShouldSupportToolContextToMcpMetaConverter', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    const provider = AsyncMcpToolCallbackProvider.builder()
      .mcpClients(client)
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    expect(await callbacksOf(provider)).toHaveLength(1);
  });

  test('builderShouldSupportMcpClientsAsList', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    expect(await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients([client]).build())).toHaveLength(1);
  });

  test('builderShouldSupportMcpClientsAsVarargs', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    expect(await callbacksOf(AsyncMcpToolCallbackProvider.builder().mcpClients(client).build())).toHaveLength(1);
  });

  test('builderShouldSupportCustomToolNamePrefixGenerator', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    const customGenerator: McpToolNamePrefixGenerator = { prefixedToolName: (_info, candidate) => `custom_${candidate.name}` };
    const provider = AsyncMcpToolCallbackProvider.builder().mcpClients(client).toolNamePrefixGenerator(customGenerator).build();
    expect(names(await callbacksOf(provider))).toEqual(['custom_tool1']);
  });
});

describe('AsyncMcpToolCallbackProvider (spring-ai-ts)', () => {
  test('getToolCallbacks before the first discovery throws IllegalStateException', () => {
    const provider = AsyncMcpToolCallbackProvider.builder().mcpClients([]).build();
    expect(() => provider.getToolCallbacks()).toThrow(IllegalStateException);
    expect(() => provider.getToolCallbacks()).toThrow('await loadToolCallbacks()');
  });

  test('the cache is used until invalidateCache, then tools are listed again', async () => {
    const client = await clientWith('testClient', tool('tool1'));
    const provider = AsyncMcpToolCallbackProvider.builder().mcpClients(client).build();
    const first = await provider.loadToolCallbacks();
    expect(await provider.loadToolCallbacks()).toEqual(first);
    expect((await provider.loadToolCallbacks())[0]).toBe(first[0]);
    provider.invalidateCache();
    const second = await provider.loadToolCallbacks();
    expect(names(second)).toEqual(['tool1']);
    expect(second[0]).not.toBe(first[0]);
  });

  test("Java's deprecated constructors use no prefix", async () => {
    const client = await clientWith('testClient', tool('tool-one'));
    expect(names(await new AsyncMcpToolCallbackProvider([client]).loadToolCallbacks())).toEqual(['tool-one']);
    expect(names(await new AsyncMcpToolCallbackProvider(client).loadToolCallbacks())).toEqual(['tool-one']);
    const none: McpToolFilter = () => false;
    expect(await new AsyncMcpToolCallbackProvider(none, [client]).loadToolCallbacks()).toEqual([]);
    expect(await new AsyncMcpToolCallbackProvider(none, client).loadToolCallbacks()).toEqual([]);
  });

  test('the builder requires mcpClients, as Java does', () => {
    expect(() => AsyncMcpToolCallbackProvider.builder().build()).toThrow('MCP clients must not be null');
  });
});
