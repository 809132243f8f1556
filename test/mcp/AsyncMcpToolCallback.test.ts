// Ported from Spring AI AsyncMcpToolCallbackTest (v1.1.8). Java mocks McpAsyncClient; here every
// client is the real SDK Client, connected over Streamable HTTP to a scripted server on 127.0.0.1,
// and the server records what it received instead of an ArgumentCaptor.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalArgumentException, IllegalStateException, ToolContext, ToolExecutionException } from '../../src/index.js';
import { AsyncMcpToolCallback } from '../../src/mcp/index.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';
import { capturedLogs } from '../harness/logs.js';

const testTool: Tool = { name: 'testTool', description: 'Test tool description', inputSchema: { type: 'object' } };
const unconnected = (): Client => new Client({ name: 'testClient', version: '1.0.0' });

interface Received {
  name: string;
  args: Record<string, unknown>;
  meta: Record<string, unknown> | undefined;
}

async function recordingClient(result: () => CallToolResult): Promise<{ client: Client; received: Received[] }> {
  const received: Received[] = [];
  const client = await scriptedClient([
    {
      tool: testTool,
      handler: (args, meta) => {
        received.push({ name: 'testTool', args, meta });
        return result();
      },
    },
  ]);
  return { client, received };
}

const text = (...parts: string[]): CallToolResult => ({ content: parts.map((part) => ({ type: 'text' as const, text: part })), isError: false });

afterAll(closeAll);

// The MCP callbacks log a failed call at ERROR before they throw or answer with the error, as
// Spring's do; the tests assert the thrown error or the text the model gets.
capturedLogs.expect(/McpToolCallback - (Exception while tool calling|Error calling tool)/);

describe('AsyncMcpToolCallbackTest', () => {
  test('callShouldThrowOnError', async () => {
    const { client } = await recordingClient(() => ({ content: [{ type: 'text', text: 'Some error data' }], isError: true }));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName(testTool.name).build();
    const error = await callback.call('{"param":"value"}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolExecutionException);
    const cause = (error as ToolExecutionException).getCause() as IllegalStateException;
    expect(cause).toBeInstanceOf(IllegalStateException);
    // The content is rendered as JSON, not as Java's record toString().
    expect(cause.getMessage()).toBe('Error calling tool: [{"text":"Some error data"}]');
  });

  test('callShouldWrapReactiveErrors', async () => {
    const { client } = await recordingClient(() => {
      throw new Error('Testing tool error');
    });
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName(testTool.name).build();
    const error = await callback.call('{"param":"value"}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolExecutionException);
    // The server's exception reaches the client as a JSON-RPC error, so the root cause is the MCP error.
    expect(((error as ToolExecutionException).getCause() as Error).message).toContain('Testing tool error');
  });

  test('callShouldSucceedWithValidInput', async () => {
    const { client, received } = await recordingClient(() => text('Success response'));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName('prefixed_testTool').build();
    expect(await callback.call('{"param":"value"}')).toContain('Success response');
    expect(received.map((r) => r.name)).toEqual(['testTool']);
    expect(received[0]?.args).toEqual({ param: 'value' });
  });

  test('callShouldHandleNullInput', async () => {
    const { client, received } = await recordingClient(() => text('Success with empty input'));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName('testTool').build();
    expect(await callback.call(undefined as unknown as string)).toContain('Success with empty input');
    expect(received[0]?.args).toEqual({});
  });

  test('callShouldHandleEmptyInput', async () => {
    const { client, received } = await recordingClient(() => text('Success with empty input'));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName('testTool').build();
    expect(await callback.call('')).toContain('Success with empty input');
    expect(received[0]?.args).toEqual({});
  });

  test('callShouldIncludeToolContext', async () => {
    const { client, received } = await recordingClient(() => text('Success with context'));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName('testTool').build();
    expect(await callback.call('{"param":"value"}', new ToolContext({ key: 'value' }))).toContain('Success with context');
    expect(received[0]?.meta).toEqual({ key: 'value' });
  });

  test('getToolDefinitionShouldReturnCorrectDefinition', () => {
    const callback = AsyncMcpToolCallback.builder().mcpClient(unconnected()).tool(testTool).prefixedToolName('prefix_testTool').build();
    const definition = callback.getToolDefinition();
    expect(definition.name()).toBe('prefix_testTool');
    expect(definition.description()).toBe('Test tool description');
    expect(JSON.parse(definition.inputSchema())).toEqual({ type: 'object', properties: {} });
  });

  test('getOriginalToolNameShouldReturnCorrectName', () => {
    const callback = AsyncMcpToolCallback.builder()
      .mcpClient(unconnected())
      .tool({ name: 'originalToolName', inputSchema: { type: 'object' } })
      .prefixedToolName('prefix_originalToolName')
      .build();
    expect(callback.getOriginalToolName()).toBe('originalToolName');
  });

  test('builderShouldGeneratePrefixedToolNameWhenNotProvided', () => {
    const callback = AsyncMcpToolCallback.builder().mcpClient(unconnected()).tool(testTool).build();
    expect(callback.getToolDefinition().name()).toContain('testTool');
  });

  test('builderShouldThrowWhenMcpClientIsNull', () => {
    expect(() => AsyncMcpToolCallback.builder().tool(testTool).build()).toThrow(IllegalArgumentException);
    expect(() => AsyncMcpToolCallback.builder().tool(testTool).build()).toThrow('MCP client must not be null');
  });

  test('builderShouldThrowWhenToolIsNull', () => {
    expect(() => AsyncMcpToolCallback.builder().mcpClient(unconnected()).build()).toThrow('MCP tool must not be null');
  });

  test('builderShouldAcceptCustomToolContextConverter', async () => {
    const { client, received } = await recordingClient(() => text('Success'));
    const toolContext = new ToolContext({ ignored: true });
    const convert = jest.fn(() => new Map<string, unknown>([['custom', 'meta']]));
    const callback = AsyncMcpToolCallback.builder()
      .mcpClient(client)
      .tool(testTool)
      .prefixedToolName('testTool')
      .toolContextToMcpMetaConverter({ convert })
      .build();
    await callback.call('{}', toolContext);
    expect(convert).toHaveBeenCalledWith(toolContext);
    expect(received[0]?.meta).toEqual({ custom: 'meta' });
  });

  test('deprecatedConstructorShouldWork', () => {
    const callback = new AsyncMcpToolCallback(unconnected(), { ...testTool, description: 'Test description' });
    expect(callback.getOriginalToolName()).toBe('testTool');
    expect(callback.getToolDefinition().description()).toBe('Test description');
    expect(callback.getToolDefinition().name()).toBe('t_testTool');
  });

  test('callShouldHandleComplexJsonResponse', async () => {
    const { client } = await recordingClient(() => text('Part 1', 'Part 2'));
    const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(testTool).prefixedToolName('testTool').build();
    const result = await callback.call('{"input":"test"}');
    expect(result).toContain('Part 1');
    expect(result).toContain('Part 2');
  });
});
