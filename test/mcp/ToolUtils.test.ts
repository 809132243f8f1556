// Ported from Spring AI ToolUtilsTests (v1.1.8), which tests McpToolUtils. Java mocks the MCP clients;
// here they are real SDK clients connected to scripted servers on 127.0.0.1.
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  DefaultToolDefinition,
  IllegalArgumentException,
  IllegalStateException,
  ToolContext,
  type ToolCallback,
} from '../../src/index.js';
import { McpToolUtils, type McpToolSpecification } from '../../src/mcp/index.js';
import { ToolMetadata } from '../../src/tool/metadata/ToolMetadata.js';
import { closeAll, scriptedClient } from './support/McpTestServers.js';

afterAll(closeAll);

function callbackReturning(name: string, result: string | Error): ToolCallback {
  const definition = DefaultToolDefinition.builder().name(name).description('Test tool').inputSchema('{}').build();
  return {
    getToolDefinition: () => definition,
    getToolMetadata: () => ToolMetadata.builder().build(),
    call: () => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)),
  };
}

const tool = (name: string, description: string): Tool => ({ name, description, inputSchema: { type: 'object' } });

describe('ToolUtilsTests', () => {
  test('prefixedToolNameShouldConcatenateWithUnderscore', () => {
    expect(McpToolUtils.prefixedToolName('prefix', 'server1', 'toolName')).toBe('p_server1_toolName');
  });

  test('prefixedToolNameShouldReplaceSpecialCharacters', () => {
    expect(McpToolUtils.prefixedToolName('pre.fix', 'server1', 'tool@Name')).toBe('p_server1_toolName');
  });

  test('prefixedToolNameShouldReplaceHyphensWithUnderscores', () => {
    expect(McpToolUtils.prefixedToolName('p', 'tool-name')).toBe('p_tool_name');
  });

  test('prefixedToolNameShouldTruncateLongStrings', () => {
    const longToolName = 'b'.repeat(62);
    const result = McpToolUtils.prefixedToolName('a'.repeat(40), longToolName);
    expect(result).toHaveLength(64);
    expect(result.endsWith(`_${longToolName}`)).toBe(true);
  });

  test('prefixedToolNameShouldThrowExceptionForNullOrEmptyInputs', () => {
    for (const [prefix, toolName] of [
      [null, 'toolName'],
      ['', 'toolName'],
      ['prefix', null],
      ['prefix', ''],
    ] as Array<[string, string]>) {
      expect(() => McpToolUtils.prefixedToolName(prefix, toolName)).toThrow(IllegalArgumentException);
      expect(() => McpToolUtils.prefixedToolName(prefix, toolName)).toThrow('Prefix or toolName cannot be null or empty');
    }
  });

  test('prefixedToolNameShouldSupportChineseCharacters', () => {
    expect(McpToolUtils.prefixedToolName('前缀', '工具名称')).toBe('前_工具名称');
  });

  test('prefixedToolNameShouldSupportMixedChineseAndEnglish', () => {
    expect(McpToolUtils.prefixedToolName('prefix前缀', 'tool工具Name')).toBe('p_tool工具Name');
  });

  test('prefixedToolNameShouldRemoveSpecialCharactersButKeepChinese', () => {
    expect(McpToolUtils.prefixedToolName('pre@fix前缀', 'tool#工具$name')).toBe('p_tool工具name');
  });

  test('prefixedToolNameShouldHandleChineseWithHyphens', () => {
    expect(McpToolUtils.prefixedToolName('前缀-test', '工具-name')).toBe('前_t_工具_name');
  });

  test('prefixedToolNameShouldTruncateLongChineseStrings', () => {
    const result = McpToolUtils.prefixedToolName('前缀'.repeat(20), '工具'.repeat(20));
    expect(result).toHaveLength(42);
    expect(result.endsWith(`_${'工具'.repeat(20)}`)).toBe(true);
  });

  test('prefixedToolNameShouldHandleChinesePunctuation', () => {
    expect(McpToolUtils.prefixedToolName('前缀，测试', '工具。名称！')).toBe('前_工具名称');
  });

  test('prefixedToolNameShouldHandleUnicodeBoundaries', () => {
    expect(McpToolUtils.prefixedToolName('prefix', 'tool\u4e00')).toBe('p_tool\u4e00');
    expect(McpToolUtils.prefixedToolName('prefix', 'tool\u9fa5')).toBe('p_tool\u9fa5');
  });

  test('prefixedToolNameShouldExcludeNonChineseUnicodeCharacters', () => {
    expect(McpToolUtils.prefixedToolName('prefix', 'toolあ')).toBe('p_tool');
    expect(McpToolUtils.prefixedToolName('prefix', 'tool한')).toBe('p_tool');
    expect(McpToolUtils.prefixedToolName('prefix', 'toolع')).toBe('p_tool');
  });

  test('prefixedToolNameShouldHandleEmojisAndSymbols', () => {
    expect(McpToolUtils.prefixedToolName('prefix🚀', 'tool工具😀name')).toBe('p_tool工具name');
  });

  test('prefixedToolNameShouldPreserveNumbersWithChinese', () => {
    expect(McpToolUtils.prefixedToolName('前缀123', '工具456名称')).toBe('前_工具456名称');
  });

  test('prefixedToolNameShouldSupportExtendedHanCharacters', () => {
    expect(McpToolUtils.prefixedToolName('prefix', 'tool\u9fff')).toBe('p_tool\u9fff');
    expect(McpToolUtils.prefixedToolName('prefix', 'tool\u3400')).toBe('p_tool\u3400');
  });

  test('prefixedToolNameShouldSupportCompatibilityIdeographs', () => {
    expect(McpToolUtils.prefixedToolName('prefix', 'tool\uf900')).toBe('p_tool\uf900');
  });

  test('prefixedToolNameShouldHandleAllHanScriptCharacters', () => {
    expect(McpToolUtils.prefixedToolName('前缀\u3400', '缀\\u3400', '工具\u9fff名称\uf900')).toBe('前_缀u3400_工具\u9fff名称\uf900');
  });

  // Java reflects on the private constructor; TypeScript checks it at compile time instead.
  test('constructorShouldBePrivate', () => {
    // @ts-expect-error the constructor is private (and the class abstract)
    const create = () => new McpToolUtils();
    expect(typeof create).toBe('function');
  });

  test('toSyncToolSpecificationShouldConvertSingleCallback', async () => {
    const toolSpecification = McpToolUtils.toSyncToolSpecification(callbackReturning('test', 'success'));
    expect(toolSpecification.tool().name).toBe('test');
    const result = await toolSpecification.call()(undefined, {});
    expect(result.content[0]).toEqual({ type: 'text', text: 'success' });
    expect(result.isError).toBe(false);
  });

  test('toSyncToolSpecificationShouldHandleError', async () => {
    const toolSpecification = McpToolUtils.toSyncToolSpecification(callbackReturning('test', new Error('error')));
    const result = await toolSpecification.call()(undefined, {});
    expect(result.content[0]).toEqual({ type: 'text', text: 'error' });
    expect(result.isError).toBe(true);
  });

  test('toSyncToolSpecificationShouldConvertMultipleCallbacks', () => {
    const toolSpecification = McpToolUtils.toSyncToolSpecifications(
      callbackReturning('test1', 'success1'),
      callbackReturning('test2', 'success2'),
    );
    expect(toolSpecification).toHaveLength(2);
    expect(toolSpecification[0]?.tool().name).toBe('test1');
    expect(toolSpecification[1]?.tool().name).toBe('test2');
  });

  test('toAsyncToolSpecificationShouldConvertSingleCallback', async () => {
    const toolSpecification = McpToolUtils.toAsyncToolSpecification(callbackReturning('test', 'success'));
    expect(toolSpecification.tool().name).toBe('test');
    const result = await toolSpecification.callHandler()(undefined, { name: 'test' });
    expect(result.content[0]).toEqual({ type: 'text', text: 'success' });
    expect(result.isError).toBe(false);
  });

  test('toAsyncToolSpecificationShouldHandleError', async () => {
    const toolSpecification = McpToolUtils.toAsyncToolSpecification(callbackReturning('test', new Error('error')));
    const result = await toolSpecification.callHandler()(undefined, { name: 'test' });
    expect(result.content[0]).toEqual({ type: 'text', text: 'error' });
    expect(result.isError).toBe(true);
  });

  test('toAsyncToolSpecificationShouldConvertMultipleCallbacks', () => {
    const toolSpecifications = McpToolUtils.toAsyncToolSpecifications(
      callbackReturning('test1', 'success1'),
      callbackReturning('test2', 'success2'),
    );
    expect(toolSpecifications.map((specification) => specification.tool().name)).toEqual(['test1', 'test2']);
  });

  test('getToolCallbacksFromSyncClientsWithEmptyListShouldReturnEmptyList', async () => {
    expect(await McpToolUtils.getToolCallbacksFromSyncClients([])).toEqual([]);
  });

  test('getToolCallbacksFromSyncClientsWithSingleClientShouldReturnToolCallbacks', async () => {
    const client = await scriptedClient(
      [{ tool: tool('tool1', 'Test Tool 1') }, { tool: tool('tool2', 'Test Tool 2') }],
      { name: 'test-client', version: '1.0.0' },
    );
    const result = await McpToolUtils.getToolCallbacksFromSyncClients(client);
    expect(result.map((callback) => callback.getToolDefinition().name())).toEqual(['tool1', 'tool2']);
    const result2 = await McpToolUtils.getToolCallbacksFromSyncClients([client]);
    expect(result2.map((callback) => callback.getToolDefinition().name())).toEqual(['tool1', 'tool2']);
  });

  test('getToolCallbacksFromSyncClientsWithMultipleClientsShouldReturnCombinedToolCallbacks', async () => {
    const client1 = await scriptedClient([{ tool: tool('tool1', 'Test Tool 1') }], { name: 'client1', version: '1.0.0' });
    const client2 = await scriptedClient([{ tool: tool('tool2', 'Test Tool 2') }], { name: 'client2', version: '1.0.0' });
    const result = await McpToolUtils.getToolCallbacksFromSyncClients(client1, client2);
    expect(result.map((callback) => callback.getToolDefinition().name())).toEqual(['tool1', 'tool2']);
    const result2 = await McpToolUtils.getToolCallbacksFromSyncClients([client1, client2]);
    expect(result2.map((callback) => callback.getToolDefinition().name())).toEqual(['tool1', 'tool2']);
  });

  test('getToolCallbacksFromSyncClientsShouldHandleDuplicateToolNames', async () => {
    const client1 = await scriptedClient([{ tool: tool('tool', 'Test Tool 1') }], { name: 'client', version: '1.0.0' });
    const client2 = await scriptedClient([{ tool: tool('tool', 'Test Tool 2') }], { name: 'client', version: '1.0.0' });
    const failure = McpToolUtils.getToolCallbacksFromSyncClients(client1, client2);
    await expect(failure).rejects.toThrow(IllegalStateException);
    await expect(McpToolUtils.getToolCallbacksFromSyncClients(client1, client2)).rejects.toThrow(
      'Multiple tools with the same name',
    );
  });
});

describe('McpToolUtils (spring-ai-ts)', () => {
  test('an image MIME type gives image content for the assistant', async () => {
    const specification = McpToolUtils.toSyncToolSpecification(callbackReturning('chart', 'iVBORw0KGgo='), 'image/png');
    const result = await specification.call()(undefined, {});
    expect(result).toEqual({
      content: [{ type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png', annotations: { audience: ['assistant'] } }],
      isError: false,
    });
  });

  test('the served callback gets the exchange, its abort signal and the arguments as JSON', async () => {
    const controller = new AbortController();
    const exchange = { signal: controller.signal } as unknown as Parameters<ReturnType<McpToolSpecificationHandler>>[0];
    let seen: { input: string; exchange: unknown; signal: AbortSignal | undefined } | undefined;
    const definition = DefaultToolDefinition.builder().name('probe').description('probe').inputSchema('{"type":"object"}').build();
    const callback: ToolCallback = {
      getToolDefinition: () => definition,
      getToolMetadata: () => ToolMetadata.builder().build(),
      call: async (input, toolContext) => {
        seen = { input, exchange: McpToolUtils.getMcpExchange(toolContext), signal: toolContext?.getAbortSignal() };
        return 'ok';
      },
    };
    await McpToolUtils.toAsyncToolSpecification(callback).callHandler()(exchange, { name: 'probe', arguments: { a: 1 } });
    expect(seen).toEqual({ input: '{"a":1}', exchange, signal: controller.signal });
  });

  test('createToolDefinition keeps only the members of Java\'s McpSchema.JsonSchema in the input schema', () => {
    const withExtras = {
      name: 'plan',
      description: 'Plans',
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        description: 'dropped by Jackson in Java',
        properties: { days: { type: 'integer', minimum: 1 } },
        required: ['days'],
        additionalProperties: false,
        $defs: { Day: { type: 'string' } },
      },
    } as Tool;
    const schema = JSON.parse(McpToolUtils.createToolDefinition('plan', withExtras).inputSchema()) as Record<string, unknown>;
    expect(schema).toEqual({
      type: 'object',
      properties: { days: { type: 'integer', minimum: 1 } },
      required: ['days'],
      additionalProperties: false,
      $defs: { Day: { type: 'string' } },
    });
  });

  test('getMcpExchange is undefined outside an MCP call', () => {
    expect(McpToolUtils.getMcpExchange(undefined)).toBeUndefined();
    expect(McpToolUtils.getMcpExchange(new ToolContext({}))).toBeUndefined();
  });

  test('a Spring exception in a served tool gives its message as the MCP tool error', async () => {
    const result = await McpToolUtils.toSyncToolSpecification(callbackReturning('t', new IllegalStateException('bad state'))).call()(undefined, {});
    expect(result).toEqual({ content: [{ type: 'text', text: 'bad state' }], isError: true });
  });

  test('getToolCallbacksFromAsyncClients names tools with the default prefix generator', async () => {
    const client1 = await scriptedClient([{ tool: tool('same', 'one') }], { name: 'c1', version: '1.0.0' });
    const client2 = await scriptedClient([{ tool: tool('same', 'two') }], { name: 'c2', version: '1.0.0' });
    const names = (await McpToolUtils.getToolCallbacksFromAsyncClients(client1, client2)).map((c) => c.getToolDefinition().name());
    expect(names).toEqual(['same', 'alt_1_same']);
    expect(await McpToolUtils.getToolCallbacksFromAsyncClients([])).toEqual([]);
  });
});

type McpToolSpecificationHandler = McpToolSpecification['callHandler'];
