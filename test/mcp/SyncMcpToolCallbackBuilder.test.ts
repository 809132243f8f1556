// Ported from Spring AI SyncMcpToolCallbackBuilderTest (v1.1.8). The builder never calls the
// client, so an unconnected SDK Client stands in for Java's mock.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalArgumentException } from '../../src/index.js';
import { SyncMcpToolCallback, ToolContextToMcpMetaConverter } from '../../src/mcp/index.js';

const client = (): Client => new Client({ name: 'test-client', version: '1.0.0' });
const tool = (name: string, description: string): Tool => ({ name, description, inputSchema: { type: 'object' } });

describe('SyncMcpToolCallbackBuilderTest', () => {
  test('builderShouldCreateInstanceWithRequiredFields', () => {
    const callback = SyncMcpToolCallback.builder().mcpClient(client()).tool(tool('test-tool', 'Test tool description')).build();
    expect(callback).toBeDefined();
    expect(callback.getOriginalToolName()).toBe('test-tool');
    expect(callback.getToolDefinition().name()).toBe('test_tool');
    expect(callback.getToolDefinition().description()).toBe('Test tool description');
  });

  test('builderShouldCreateInstanceWithAllFields', () => {
    const customPrefixedName = 'custom_prefix_test-tool';
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client())
      .tool(tool('test-tool', 'Test tool description'))
      .prefixedToolName(customPrefixedName)
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    expect(callback.getOriginalToolName()).toBe('test-tool');
    expect(callback.getToolDefinition().name()).toBe(customPrefixedName);
    expect(callback.getToolDefinition().description()).toBe('Test tool description');
  });

  test('builderShouldThrowExceptionWhenMcpClientIsNull', () => {
    const build = () => SyncMcpToolCallback.builder().tool(tool('test-tool', 'Test tool description')).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow(/^MCP client must not be null$/);
  });

  test('builderShouldThrowExceptionWhenToolIsNull', () => {
    const build = () => SyncMcpToolCallback.builder().mcpClient(client()).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow(/^MCP tool must not be null$/);
  });

  test('builderShouldSupportMethodChaining', () => {
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client())
      .tool(tool('test-tool', 'Test tool description'))
      .prefixedToolName('chained_tool_name')
      .toolContextToMcpMetaConverter(ToolContextToMcpMetaConverter.defaultConverter())
      .build();
    expect(callback.getToolDefinition().name()).toBe('chained_tool_name');
  });

  test('builderShouldNormalizeToolNameWithSpecialCharacters', () => {
    const callback = SyncMcpToolCallback.builder().mcpClient(client()).tool(tool('test-tool-with-dashes', 'Test description')).build();
    expect(callback.getOriginalToolName()).toBe('test-tool-with-dashes');
    expect(callback.getToolDefinition().name()).toBe('test_tool_with_dashes');
  });

  test('builderShouldUseCustomPrefixedNameWithoutNormalization', () => {
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client())
      .tool(tool('original-name', 'Test description'))
      .prefixedToolName('custom-name-with-dashes')
      .build();
    expect(callback.getOriginalToolName()).toBe('original-name');
    expect(callback.getToolDefinition().name()).toBe('custom-name-with-dashes');
  });

  test('builderShouldHandlePrefixedToolNameAsNull', () => {
    const callback = SyncMcpToolCallback.builder()
      .mcpClient(client())
      .tool(tool('test-tool', 'Description'))
      .prefixedToolName(undefined as unknown as string)
      .build();
    expect(callback.getToolDefinition().name()).toBe('test_tool');
  });

  test('builderShouldCreateNewInstancesForEachBuild', () => {
    const builder: SyncMcpToolCallback.Builder = SyncMcpToolCallback.builder().mcpClient(client()).tool(tool('test-tool', 'Test description'));
    const callback1 = builder.build();
    const callback2 = builder.build();
    expect(callback1).not.toBe(callback2);
    expect(callback1.getOriginalToolName()).toBe(callback2.getOriginalToolName());
  });

  test('builderShouldThrowExceptionWhenToolContextConverterIsNull', () => {
    const build = () =>
      SyncMcpToolCallback.builder()
        .mcpClient(client())
        .tool(tool('test-tool', 'Test description'))
        .toolContextToMcpMetaConverter(undefined as unknown as ToolContextToMcpMetaConverter)
        .build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow(/^ToolContextToMcpMetaConverter must not be null$/);
  });
});
