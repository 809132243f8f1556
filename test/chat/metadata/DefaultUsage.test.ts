import { DefaultUsage } from '../../../src/chat/metadata/index.js';

// Jackson's ObjectMapper: writeValueAsString is JSON.stringify (through toJSON), and
// readValue(json, DefaultUsage.class) is DefaultUsage.fromJson(json).
const objectMapper = {
  writeValueAsString: (value: unknown): string => JSON.stringify(value),
  readValue: (json: string): DefaultUsage => DefaultUsage.fromJson(json),
};

describe('DefaultUsageTests', () => {
  test('testSerializationWithAllFields', () => {
    const usage = new DefaultUsage(100, 50, 150);
    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe('{"promptTokens":100,"completionTokens":50,"totalTokens":150}');
  });

  test('testDeserializationWithAllFields', () => {
    const json = '{"promptTokens":100,"completionTokens":50,"totalTokens":150}';
    const usage = objectMapper.readValue(json);
    expect(usage.getPromptTokens()).toBe(100);
    expect(usage.getCompletionTokens()).toBe(50);
    expect(usage.getTotalTokens()).toBe(150);
  });

  test('testSerializationWithNullFields', () => {
    const usage = new DefaultUsage(null, null, null);
    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe('{"promptTokens":0,"completionTokens":0,"totalTokens":0}');
  });

  test('testDeserializationWithMissingFields', () => {
    const json = '{"promptTokens":100}';
    const usage = objectMapper.readValue(json);
    expect(usage.getPromptTokens()).toBe(100);
    expect(usage.getCompletionTokens()).toBe(0);
    expect(usage.getTotalTokens()).toBe(100);
  });

  test('testDeserializationWithNullFields', () => {
    const json = '{"promptTokens":null,"completionTokens":null,"totalTokens":null}';
    const usage = objectMapper.readValue(json);
    expect(usage.getPromptTokens()).toBe(0);
    expect(usage.getCompletionTokens()).toBe(0);
    expect(usage.getTotalTokens()).toBe(0);
  });

  test('testRoundTripSerialization', () => {
    const original = new DefaultUsage(100, 50, 150);
    const json = objectMapper.writeValueAsString(original);
    const deserialized = objectMapper.readValue(json);
    expect(deserialized.getPromptTokens()).toBe(original.getPromptTokens());
    expect(deserialized.getCompletionTokens()).toBe(original.getCompletionTokens());
    expect(deserialized.getTotalTokens()).toBe(original.getTotalTokens());
  });

  test('testTwoArgumentConstructorAndSerialization', () => {
    const usage = new DefaultUsage(100, 50);

    expect(usage.getPromptTokens()).toBe(100);
    expect(usage.getCompletionTokens()).toBe(50);
    expect(usage.getTotalTokens()).toBe(150);

    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe('{"promptTokens":100,"completionTokens":50,"totalTokens":150}');

    const deserializedUsage = objectMapper.readValue(json);
    expect(deserializedUsage.getPromptTokens()).toBe(100);
    expect(deserializedUsage.getCompletionTokens()).toBe(50);
    expect(deserializedUsage.getTotalTokens()).toBe(150);
  });

  test('testTwoArgumentConstructorWithNullValues', () => {
    const usage = new DefaultUsage(null, null);

    expect(usage.getPromptTokens()).toBe(0);
    expect(usage.getCompletionTokens()).toBe(0);
    expect(usage.getTotalTokens()).toBe(0);

    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe('{"promptTokens":0,"completionTokens":0,"totalTokens":0}');

    const deserializedUsage = objectMapper.readValue(json);
    expect(deserializedUsage.getPromptTokens()).toBe(0);
    expect(deserializedUsage.getCompletionTokens()).toBe(0);
    expect(deserializedUsage.getTotalTokens()).toBe(0);
  });

  test('testDeserializationWithDifferentPropertyOrder', () => {
    const json = '{"totalTokens":150,"completionTokens":50,"promptTokens":100}';
    const usage = objectMapper.readValue(json);
    expect(usage.getPromptTokens()).toBe(100);
    expect(usage.getCompletionTokens()).toBe(50);
    expect(usage.getTotalTokens()).toBe(150);
  });

  test('testSerializationWithCustomNativeUsage', () => {
    const customNativeUsage = new Map<string, unknown>();
    customNativeUsage.set('custom_field', 'custom_value');
    customNativeUsage.set('custom_number', 42);

    const usage = new DefaultUsage(100, 50, 150, customNativeUsage);
    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe(
      '{"promptTokens":100,"completionTokens":50,"totalTokens":150,"nativeUsage":{"custom_field":"custom_value","custom_number":42}}',
    );
  });

  test('testDeserializationWithCustomNativeUsage', () => {
    const json =
      '{"promptTokens":100,"completionTokens":50,"totalTokens":150,"nativeUsage":{"custom_field":"custom_value","custom_number":42}}';
    const usage = objectMapper.readValue(json);
    expect(usage.getPromptTokens()).toBe(100);
    expect(usage.getCompletionTokens()).toBe(50);
    expect(usage.getTotalTokens()).toBe(150);

    const nativeUsage = usage.getNativeUsage() as Map<string, unknown>;
    expect(nativeUsage.get('custom_field')).toBe('custom_value');
    expect(nativeUsage.get('custom_number')).toBe(42);
  });

  test('testArbitraryNativeUsageMap', () => {
    const arbitraryMap = new Map<string, unknown>();
    arbitraryMap.set('field1', 'value1');
    arbitraryMap.set('field2', 42);
    arbitraryMap.set('field3', true);
    arbitraryMap.set('field4', [1, 2, 3]);
    arbitraryMap.set('field5', new Map([['nested', 'value']]));

    const usage = new DefaultUsage(100, 50, 150, arbitraryMap);

    const json = objectMapper.writeValueAsString(usage);
    const deserialized = objectMapper.readValue(json);

    expect(deserialized.getPromptTokens()).toBe(usage.getPromptTokens());
    expect(deserialized.getCompletionTokens()).toBe(usage.getCompletionTokens());
    expect(deserialized.getTotalTokens()).toBe(usage.getTotalTokens());
    expect(deserialized.getCompletionTokens()).toBe(usage.getCompletionTokens());

    const deserializedMap = deserialized.getNativeUsage() as Map<string, unknown>;
    expect(deserializedMap.get('field1')).toBe('value1');
    expect(deserializedMap.get('field2')).toBe(42);
    expect(deserializedMap.get('field3')).toBe(true);
    expect(deserializedMap.get('field4')).toEqual([1, 2, 3]);
    expect(deserializedMap.get('field5')).toEqual(new Map([['nested', 'value']]));
  });

  test('testEqualsAndHashCode', () => {
    const usage1 = new DefaultUsage(100, 50, 150);
    const usage2 = new DefaultUsage(100, 50, 150);
    const usage3 = new DefaultUsage(200, 100, 300);
    const usage4 = new DefaultUsage(100, 50, 150, new Map([['custom', 'value']]));

    expect(usage1.equals(usage2)).toBe(true);
    expect(usage1.equals(usage3)).toBe(false);
    expect(usage1.equals(usage4)).toBe(false);
    expect(usage1.equals(null)).toBe(false);
    expect(usage1.equals({})).toBe(false);

    expect(usage1.hashCode()).toBe(usage2.hashCode());
    expect(usage1.hashCode()).not.toBe(usage3.hashCode());
    expect(usage1.hashCode()).not.toBe(usage4.hashCode());

    expect(usage1.equals(usage1)).toBe(true);
    expect(usage1.hashCode()).toBe(usage1.hashCode());

    expect(usage1.equals(usage2)).toBe(usage2.equals(usage1));

    const usage5 = new DefaultUsage(100, 50, 150, new Map([['key', 'value']]));
    const usage6 = new DefaultUsage(100, 50, 150, new Map([['key', 'value']]));
    expect(usage5.equals(usage6)).toBe(true);
    expect(usage5.hashCode()).toBe(usage6.hashCode());
  });

  test('testToString', () => {
    const usage = new DefaultUsage(100, 50, 150);
    expect(usage.toString()).toBe('DefaultUsage{promptTokens=100, completionTokens=50, totalTokens=150}');

    const usageWithNative = new DefaultUsage(100, 50, 150, new Map([['custom', 'value']]));
    expect(usageWithNative.toString()).toBe('DefaultUsage{promptTokens=100, completionTokens=50, totalTokens=150}');

    const usageWithNulls = new DefaultUsage(null, null, null);
    expect(usageWithNulls.toString()).toBe('DefaultUsage{promptTokens=0, completionTokens=0, totalTokens=0}');
  });

  test('testNegativeTokenValues', () => {
    const usage = new DefaultUsage(-1, -2, -3);
    expect(usage.getPromptTokens()).toBe(-1);
    expect(usage.getCompletionTokens()).toBe(-2);
    expect(usage.getTotalTokens()).toBe(-3);

    const json = objectMapper.writeValueAsString(usage);
    expect(json).toBe('{"promptTokens":-1,"completionTokens":-2,"totalTokens":-3}');
  });

  test('testCalculatedTotalTokens', () => {
    const usage = new DefaultUsage(100, 50, null);
    expect(usage.getTotalTokens()).toBe(150);

    const usageWithExplicitTotal = new DefaultUsage(100, 50, 200);
    expect(usageWithExplicitTotal.getTotalTokens()).toBe(200);
  });
});

describe('DefaultUsage (spring-ai-ts additions)', () => {
  test('fromJson also takes the four values, as Java\'s @JsonCreator', () => {
    const usage = DefaultUsage.fromJson(1, 2, null, { raw: true });
    expect(usage.getTotalTokens()).toBe(3);
    expect(usage.getNativeUsage()).toEqual({ raw: true });
  });

  test('fromJson takes an already parsed object', () => {
    const usage = DefaultUsage.fromJson({ promptTokens: 5, completionTokens: 6 });
    expect(usage.equals(new DefaultUsage(5, 6, 11))).toBe(true);
  });

  test('plain-object native usage equals the same Map content', () => {
    expect(new DefaultUsage(1, 1, 2, { k: 'v' }).equals(new DefaultUsage(1, 1, 2, { k: 'v' }))).toBe(true);
    expect(JSON.stringify(new DefaultUsage(1, 1, 2, { k: 'v' }))).toBe(
      '{"promptTokens":1,"completionTokens":1,"totalTokens":2,"nativeUsage":{"k":"v"}}',
    );
  });
});
