// Ported from Spring AI ToolContextToMcpMetaConverterTest (v1.1.8). Java's mocked server exchange
// is a plain object here: the converter only checks the key it is stored under.
import { ToolContext } from '../../src/index.js';
import { McpToolUtils, ToolContextToMcpMetaConverter } from '../../src/mcp/index.js';

const mockExchange = { signal: new AbortController().signal };

describe('ToolContextToMcpMetaConverterTest', () => {
  test('defaultConverterShouldReturnEmptyMapForNullContext', () => {
    expect(ToolContextToMcpMetaConverter.defaultConverter().convert(undefined).size).toBe(0);
  });

  test('defaultConverterShouldReturnEmptyMapForEmptyContext', () => {
    expect(ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext(new Map())).size).toBe(0);
  });

  test('defaultConverterShouldReturnEmptyMapForNullContextMap', () => {
    // ToolContext does not accept null, so an empty map is used, as in Java.
    expect(ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext(new Map())).size).toBe(0);
  });

  test('defaultConverterShouldFilterOutMcpExchangeKey', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext(new Map<string, unknown>([[McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY, mockExchange], ['key1', 'value1'], ['key2', 'value2']])),
    );
    expect(result).toEqual(new Map([['key1', 'value1'], ['key2', 'value2']]));
    expect(result.has(McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY)).toBe(false);
  });

  test('defaultConverterShouldFilterOutNullValues', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext(new Map<string, unknown>([['key1', 'value1'], ['key2', null], ['key3', 'value3'], ['key4', undefined]])),
    );
    expect(result).toEqual(new Map([['key1', 'value1'], ['key3', 'value3']]));
  });

  test('defaultConverterShouldHandleComplexObjects', () => {
    const nestedMap = new Map<string, unknown>([['nested1', 'nestedValue1'], ['nested2', 42]]);
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext(new Map<string, unknown>([['string', 'stringValue'], ['number', 123], ['boolean', true], ['map', nestedMap]])),
    );
    expect(result.size).toBe(4);
    expect(result.get('string')).toBe('stringValue');
    expect(result.get('number')).toBe(123);
    expect(result.get('boolean')).toBe(true);
    expect(result.get('map')).toBe(nestedMap);
  });

  test('defaultConverterShouldFilterBothExchangeKeyAndNullValues', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext(new Map<string, unknown>([[McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY, mockExchange], ['key1', 'value1'], ['key2', null], ['key3', 'value3']])),
    );
    expect(result).toEqual(new Map([['key1', 'value1'], ['key3', 'value3']]));
  });

  test('noOpConverterShouldAlwaysReturnEmptyMap', () => {
    const converter = ToolContextToMcpMetaConverter.noOp();
    expect(converter.convert(undefined).size).toBe(0);
    expect(converter.convert(new ToolContext(new Map())).size).toBe(0);
    expect(converter.convert(new ToolContext({ key1: 'value1', key2: 'value2' })).size).toBe(0);
  });

  test('customConverterImplementation', () => {
    const customConverter: ToolContextToMcpMetaConverter = {
      convert: (toolContext) => {
        if (toolContext === undefined) return new Map();
        return new Map([...toolContext.getContext()].map(([key, value]) => [`mcp_${key}`, value]));
      },
    };
    const result = customConverter.convert(new ToolContext({ key1: 'value1', key2: 'value2' }));
    expect(result).toEqual(new Map([['mcp_key1', 'value1'], ['mcp_key2', 'value2']]));
  });

  test('defaultConverterShouldHandleOnlyExchangeKey', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext({ [McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY]: mockExchange }),
    );
    expect(result.size).toBe(0);
  });

  test('defaultConverterShouldHandleOnlyNullValues', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext({ key1: null, key2: null }));
    expect(result.size).toBe(0);
  });

  test('defaultConverterShouldPreserveOriginalMapImmutability', () => {
    const originalMap = new Map<string, unknown>([['key1', 'value1'], ['key2', null], [McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY, mockExchange]]);
    const originalMapCopy = new Map(originalMap);
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext(originalMap));
    expect(originalMap).toEqual(originalMapCopy);
    expect(originalMap.size).toBe(3);
    expect(result).toEqual(new Map([['key1', 'value1']]));
  });

  test('interfaceMethodShouldBeCallable', () => {
    class CustomConverter implements ToolContextToMcpMetaConverter {
      convert(): Map<string, unknown> {
        return new Map([['custom', 'implementation']]);
      }
    }
    expect(new CustomConverter().convert().get('custom')).toBe('implementation');
  });

  test('defaultConverterShouldHandleSpecialCharactersInKeys', () => {
    const entries: Array<[string, string]> = [
      ['key-with-dash', 'value1'],
      ['key.with.dots', 'value2'],
      ['key_with_underscore', 'value3'],
      ['key with spaces', 'value4'],
      ['key@with#special$chars', 'value5'],
    ];
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext(new Map(entries)));
    expect(result).toEqual(new Map(entries));
  });

  test('defaultConverterShouldHandleEmptyStringValues', () => {
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(new ToolContext({ emptyString: '', nonEmptyString: 'value' }));
    expect(result).toEqual(new Map([['emptyString', ''], ['nonEmptyString', 'value']]));
  });
});

describe('ToolContextToMcpMetaConverter (spring-ai-ts)', () => {
  test('the default converter leaves out the caller abort signal', () => {
    const signal = new AbortController().signal;
    const result = ToolContextToMcpMetaConverter.defaultConverter().convert(
      new ToolContext({ [ToolContext.ABORT_SIGNAL]: signal, tenant: 'acme' }),
    );
    expect(result).toEqual(new Map([['tenant', 'acme']]));
  });

  test('from accepts a plain function', () => {
    const converter = ToolContextToMcpMetaConverter.from(() => new Map([['a', 1]]));
    expect(converter.convert(undefined)).toEqual(new Map([['a', 1]]));
  });
});
