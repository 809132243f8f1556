// Ported from Spring AI SyncMcpToolCallbackTests (v1.1.8). Java mocks McpSyncClient; here every
// client is the real SDK Client, connected over Streamable HTTP to a scripted server on 127.0.0.1.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalArgumentException, IllegalStateException, ToolContext, ToolExecutionException } from '../../src/index.js';
import { McpToolUtils, SyncMcpToolCallback, ToolContextToMcpMetaConverter } from '../../src/mcp/index.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';
import { capturedLogs } from '../harness/logs.js';

const tool = (name: string, description?: string): Tool => ({
  name,
  ...(description === undefined ? {} : { description }),
  inputSchema: { type: 'object' },
});
const unconnected = (): Client => new Client({ name: 'testClient', version: '1.0.0' });

afterAll(closeAll);

// The MCP callbacks log a failed call at ERROR before they throw or answer with the error, as
// Spring's do; the tests assert the thrown error or the text the model gets.
capturedLogs.expect(/McpToolCallback - (Exception while tool calling|Error calling tool)/);

describe('SyncMcpToolCallbackTests', () => {
  test('getToolDefinitionShouldReturnCorrectDefinition', () => {
    const clientInfo = { name: 'testClient', version: '1.0.0' } as { name: string; title?: string };
    const testTool = tool('testTool', 'Test tool description');
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(unconnected())
      .tool(testTool)
      .prefixedToolName(McpToolUtils.prefixedToolName(clientInfo.name, clientInfo.title, testTool.name))
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    const toolDefinition = callback.getToolDefinition();
    expect(toolDefinition.name()).toBe('t_testTool');
    expect(toolDefinition.description()).toBe('Test tool description');
  });

  test('getOriginalToolNameShouldReturnCorrectName', () => {
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(unconnected())
      .tool(tool('originalToolName'))
      .prefixedToolName('prefix_originalToolName')
      .build();
    expect(callback.getOriginalToolName()).toBe('originalToolName');
  });

  test('callShouldHandleJsonInputAndOutput', async () => {
    const client = await scriptedClient([{ tool: tool('testTool'), handler: () => ({ content: [] }) }]);
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(tool('testTool'))
      .prefixedToolName(McpToolUtils.prefixedToolName('testClient', 'server1', 'testTool'))
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    const response = await callback.call('{"param":"value"}');
    expect(response).toBeDefined();
  });

  test('callShouldHandleToolContext', async () => {
    const seenMeta: unknown[] = [];
    const client = await scriptedClient([
      {
        tool: tool('testTool'),
        handler: (_args, meta) => {
          seenMeta.push(meta);
          return { content: [] };
        },
      },
    ]);
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(tool('testTool'))
      .prefixedToolName(McpToolUtils.prefixedToolName('testClient', 'server1', 'testTool'))
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    const response = await callback.call('{"param":"value"}', new ToolContext(new Map([['foo', 'bar']])));
    expect(response).toBeDefined();
    expect(seenMeta).toEqual([{ foo: 'bar' }]);
  });

  test('callShouldHandleNullOrEmptyInput', async () => {
    const seenArgs: unknown[] = [];
    const client = await scriptedClient([
      {
        tool: tool('testTool'),
        handler: (args) => {
          seenArgs.push(args);
          return { content: [] };
        },
      },
    ]);
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(tool('testTool'))
      .prefixedToolName('testClient_testTool')
      .build();
    expect(await callback.call(undefined as unknown as string)).toBe('[]');
    expect(await callback.call('')).toBe('[]');
    expect(await callback.call('   ')).toBe('[]');
    expect(seenArgs).toEqual([{}, {}, {}]);
  });

  test('callShouldThrowOnError', async () => {
    const client = await scriptedClient([
      { tool: tool('testTool'), handler: () => ({ isError: true, content: [{ type: 'text', text: 'Some error data' }] }) },
    ]);
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(tool('testTool'))
      .prefixedToolName(McpToolUtils.prefixedToolName('testClient', 'server1', 'testTool'))
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    const error = await callback.call('{"param":"value"}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolExecutionException);
    const cause = (error as ToolExecutionException).getCause();
    expect(cause).toBeInstanceOf(IllegalStateException);
    // The content is rendered as JSON, not as Java's record toString().
    expect((cause as IllegalStateException).getMessage()).toBe('Error calling tool: [{"text":"Some error data"}]');
  });

  test('callShouldWrapExceptions', async () => {
    const client = await scriptedClient([
      {
        tool: tool('testTool'),
        handler: () => {
          throw new Error('Testing tool error');
        },
      },
    ]);
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(tool('testTool'))
      .prefixedToolName(McpToolUtils.prefixedToolName('testClient', 'server1', 'testTool'))
      .build();
    const error = await callback.call('{"param":"value"}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolExecutionException);
    // The server's exception reaches the client as a JSON-RPC error, so the root cause is the MCP error.
    expect(((error as ToolExecutionException).getCause() as Error).message).toContain('Testing tool error');
  });

  test('callShouldHandleEmptyResponse', async () => {
    const client = await scriptedClient([{ tool: tool('testTool'), handler: () => ({ isError: false, content: [] }) }]);
    const callback = SyncMcpToolCallback.builder().mcpClient(client).tool(tool('testTool')).build();
    expect(await callback.call('{"param":"value"}')).toBe('[]');
  });

  test('callShouldHandleMultipleContentItems', async () => {
    const client = await scriptedClient([
      {
        tool: tool('testTool'),
        handler: () => ({
          isError: false,
          content: [
            { type: 'text', text: 'First content' },
            { type: 'text', text: 'Second content' },
          ],
        }),
      },
    ]);
    const callback = SyncMcpToolCallback.builder().mcpClient(client).tool(tool('testTool')).build();
    expect(await callback.call('{"param":"value"}')).toBe('[{"text":"First content"},{"text":"Second content"}]');
  });

  test('callShouldHandleNonTextContent', async () => {
    const client = await scriptedClient([
      {
        tool: tool('testTool'),
        handler: () => ({ isError: false, content: [{ type: 'image', data: 'base64data', mimeType: 'image/png' }] }),
      },
    ]);
    const callback = SyncMcpToolCallback.builder().mcpClient(client).tool(tool('testTool')).build();
    expect(await callback.call('{"param":"value"}')).toBe('[{"data":"base64data","mimeType":"image/png"}]');
  });

  test('builderShouldUseDefaultPrefixWhenNotSpecified', () => {
    const callback = SyncMcpToolCallback.builder().mcpClient(unconnected()).tool(tool('testTool')).build();
    expect(callback.getToolDefinition().name()).toContain('testTool');
  });

  test('builderShouldValidateRequiredParameters', () => {
    expect(() => SyncMcpToolCallback.builder().tool(tool('testTool')).build()).toThrow(IllegalArgumentException);
    expect(() => SyncMcpToolCallback.builder().tool(tool('testTool')).build()).toThrow('MCP client must not be null');
    expect(() => SyncMcpToolCallback.builder().mcpClient(unconnected()).build()).toThrow(IllegalArgumentException);
    expect(() => SyncMcpToolCallback.builder().mcpClient(unconnected()).build()).toThrow('MCP tool must not be null');
  });
});
