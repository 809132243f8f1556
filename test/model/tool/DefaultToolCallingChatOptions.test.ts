/* Ported from Spring AI DefaultToolCallingChatOptionsTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { UnsupportedOperationException } from '../../../src/java/core/UnsupportedOperationException.js';
import { DefaultToolCallingChatOptions } from '../../../src/model/tool/DefaultToolCallingChatOptions.js';
import type { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';

/** The jest counterpart of Mockito's `mock(ToolCallback.class)`. */
function mockToolCallback(): ToolCallback {
  return { getToolDefinition: jest.fn(), call: jest.fn() } as unknown as ToolCallback;
}

describe('DefaultToolCallingChatOptionsTests', () => {
  test('setToolCallbacksShouldStoreToolCallbacks', () => {
    const options = new DefaultToolCallingChatOptions();
    const callbacks = [mockToolCallback(), mockToolCallback()];

    options.setToolCallbacks(callbacks);

    expect(options.getToolCallbacks()).toHaveLength(2);
    expect(options.getToolCallbacks()).toEqual(callbacks);
  });

  test('setToolCallbacksWithVarargsShouldStoreToolCallbacks', () => {
    const options = new DefaultToolCallingChatOptions();
    const callback1 = mockToolCallback();
    const callback2 = mockToolCallback();

    options.setToolCallbacks([callback1, callback2]);

    expect(options.getToolCallbacks()).toHaveLength(2);
    expect(options.getToolCallbacks()[0]).toBe(callback1);
    expect(options.getToolCallbacks()[1]).toBe(callback2);
  });

  test('setToolCallbacksShouldRejectNullList', () => {
    const options = new DefaultToolCallingChatOptions();

    expect(() => options.setToolCallbacks(undefined as unknown as ToolCallback[])).toThrow(
      new IllegalArgumentException('toolCallbacks cannot be null'),
    );
  });

  test('setToolNamesShouldStoreToolNames', () => {
    const options = new DefaultToolCallingChatOptions();
    const toolNames = new Set(['tool1', 'tool2']);

    options.setToolNames(toolNames);

    expect(options.getToolNames().size).toBe(2);
    expect([...options.getToolNames()].sort()).toEqual([...toolNames].sort());
  });

  test('setToolNamesWithVarargsShouldStoreToolNames', () => {
    const options = new DefaultToolCallingChatOptions();

    options.setToolNames(new Set(['tool1', 'tool2']));

    expect(options.getToolNames().size).toBe(2);
    expect([...options.getToolNames()].sort()).toEqual(['tool1', 'tool2']);
  });

  test('setToolNamesShouldRejectNullSet', () => {
    const options = new DefaultToolCallingChatOptions();

    expect(() => options.setToolNames(undefined as unknown as Set<string>)).toThrow(
      new IllegalArgumentException('toolNames cannot be null'),
    );
  });

  test('setToolNamesShouldRejectNullElements', () => {
    const options = new DefaultToolCallingChatOptions();
    const toolNames = new Set<string>();
    toolNames.add(null as unknown as string);

    expect(() => options.setToolNames(toolNames)).toThrow(
      new IllegalArgumentException('toolNames cannot contain null elements'),
    );
  });

  test('setToolNamesShouldRejectEmptyElements', () => {
    const options = new DefaultToolCallingChatOptions();
    const toolNames = new Set<string>();
    toolNames.add('');

    expect(() => options.setToolNames(toolNames)).toThrow(
      new IllegalArgumentException('toolNames cannot contain empty elements'),
    );
  });

  test('setToolContextShouldStoreContext', () => {
    const options = new DefaultToolCallingChatOptions();
    const context = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', 42],
    ]);

    options.setToolContext(context);

    expect(options.getToolContext().size).toBe(2);
    expect(options.getToolContext()!.get('key1')).toBe('value1');
    expect(options.getToolContext()!.get('key2')).toBe(42);
  });

  test('setToolContextShouldRejectNullMap', () => {
    const options = new DefaultToolCallingChatOptions();

    expect(() => options.setToolContext(undefined as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('toolContext cannot be null'),
    );
  });

  test('copyShouldCreateNewInstanceWithSameValues', () => {
    const original = new DefaultToolCallingChatOptions();
    const callback = mockToolCallback();
    original.setToolCallbacks([callback]);
    original.setToolNames(new Set(['tool1']));
    original.setToolContext(new Map([['key', 'value']]));
    original.setInternalToolExecutionEnabled(true);
    original.setModel('gpt-4');
    original.setTemperature(0.7);

    const copy = original.copy<DefaultToolCallingChatOptions>();

    expect(copy).not.toBe(original);
    expect(copy.getToolCallbacks()).toEqual(original.getToolCallbacks());
    expect(copy.getToolNames()).toEqual(original.getToolNames());
    expect(copy.getToolContext()).toEqual(original.getToolContext());
    expect(copy.getInternalToolExecutionEnabled()).toBe(original.getInternalToolExecutionEnabled());
    expect(copy.getModel()).toBe(original.getModel());
    expect(copy.getTemperature()).toBe(original.getTemperature());
  });

  test('gettersShouldReturnImmutableCollections', () => {
    const options = new DefaultToolCallingChatOptions();
    options.setToolCallbacks([mockToolCallback()]);
    options.setToolNames(new Set(['tool1']));
    options.setToolContext(new Map([['key', 'value']]));

    expect(() => options.getToolCallbacks().push(mockToolCallback())).toThrow(UnsupportedOperationException);
    expect(() => options.getToolNames().add('tool2')).toThrow(UnsupportedOperationException);
    expect(() => options.getToolContext()!.set('key2', 'value2')).toThrow(UnsupportedOperationException);
  });

  test('builderShouldCreateOptionsWithAllProperties', () => {
    const callback = mockToolCallback();
    const context = new Map<string, unknown>([['key', 'value']]);

    const options: ToolCallingChatOptions = DefaultToolCallingChatOptions.builder()
      .toolCallbacks([callback])
      .toolNames(new Set(['tool1']))
      .toolContext(context)
      .internalToolExecutionEnabled(true)
      .model('gpt-4')
      .temperature(0.7)
      .maxTokens(100)
      .frequencyPenalty(0.5)
      .presencePenalty(0.3)
      .stopSequences(['stop'])
      .topK(3)
      .topP(0.9)
      .build();

    expect(options.getToolCallbacks()).toEqual([callback]);
    expect([...options.getToolNames()]).toEqual(['tool1']);
    expect(options.getToolContext()).toEqual(context);
    expect(options.getInternalToolExecutionEnabled()).toBe(true);
    expect(options.getModel()).toBe('gpt-4');
    expect(options.getTemperature()).toBe(0.7);
    expect(options.getMaxTokens()).toBe(100);
    expect(options.getFrequencyPenalty()).toBe(0.5);
    expect(options.getPresencePenalty()).toBe(0.3);
    expect(options.getStopSequences()).toEqual(['stop']);
    expect(options.getTopK()).toBe(3);
    expect(options.getTopP()).toBe(0.9);
  });

  test('builderShouldSupportToolContextAddition', () => {
    const options: ToolCallingChatOptions = DefaultToolCallingChatOptions.builder()
      .toolContext('key1', 'value1')
      .toolContext('key2', 'value2')
      .build();

    expect(options.getToolContext()!.get('key1')).toBe('value1');
    expect(options.getToolContext()!.get('key2')).toBe('value2');
  });

  test('deprecatedMethodsShouldWorkCorrectly', () => {
    const options = new DefaultToolCallingChatOptions();

    options.setToolCallbacks([mockToolCallback(), mockToolCallback()]);
    expect(options.getToolCallbacks()).toHaveLength(2);

    options.setToolNames(new Set(['tool1']));
    expect([...options.getToolNames()]).toEqual(['tool1']);

    options.setToolNames(new Set(['function1']));
    expect([...options.getToolNames()]).toEqual(['function1']);

    options.setInternalToolExecutionEnabled(true);
    expect(options.getInternalToolExecutionEnabled()).toBe(true);
  });

  test('defaultConstructorShouldInitializeWithEmptyCollections', () => {
    const options = new DefaultToolCallingChatOptions();

    expect(options.getToolCallbacks()).toHaveLength(0);
    expect(options.getToolNames().size).toBe(0);
    expect(options.getToolContext().size).toBe(0);
    expect(options.getInternalToolExecutionEnabled()).toBeUndefined();
  });

  test('builderShouldHandleEmptyCollections', () => {
    const options: ToolCallingChatOptions = DefaultToolCallingChatOptions.builder()
      .toolCallbacks([])
      .toolNames(new Set())
      .toolContext(new Map())
      .build();

    expect(options.getToolCallbacks()).toHaveLength(0);
    expect(options.getToolNames().size).toBe(0);
    expect(options.getToolContext()!.size).toBe(0);
  });

  test('setInternalToolExecutionEnabledShouldAcceptNullValue', () => {
    const options = new DefaultToolCallingChatOptions();
    options.setInternalToolExecutionEnabled(true);
    expect(options.getInternalToolExecutionEnabled()).toBe(true);

    // Should be able to set back to null
    options.setInternalToolExecutionEnabled(undefined);
    expect(options.getInternalToolExecutionEnabled()).toBeUndefined();
  });
});

describe('DefaultToolCallingChatOptions (spring-ai-ts)', () => {
  test('builder varargs overloads, plain-object tool context and its checks', () => {
    const a = mockToolCallback();
    const b = mockToolCallback();
    const options = DefaultToolCallingChatOptions.builder()
      .toolCallbacks(a, b)
      .toolNames('x', 'y')
      .toolContext({ tenant: 'acme' })
      .toolContext('user', 'u1')
      .build();

    expect(options.getToolCallbacks()).toEqual([a, b]);
    expect([...options.getToolNames()]).toEqual(['x', 'y']);
    expect([...options.getToolContext().entries()]).toEqual([
      ['tenant', 'acme'],
      ['user', 'u1'],
    ]);
    expect(() => DefaultToolCallingChatOptions.builder().toolContext('', 'v')).toThrow(
      new IllegalArgumentException('key cannot be null'),
    );
    expect(() => DefaultToolCallingChatOptions.builder().toolContext('k', undefined)).toThrow(
      new IllegalArgumentException('value cannot be null'),
    );
    expect(() => DefaultToolCallingChatOptions.builder().toolNames('x', 'x')).toThrow(
      new IllegalArgumentException('duplicate element: x'),
    );
    expect(() => options.setToolCallbacks([a, undefined as unknown as ToolCallback])).toThrow(
      new IllegalArgumentException('toolCallbacks cannot contain null elements'),
    );
  });

  test('setters copy their argument and the builder returns the same instance, as in Java', () => {
    const callbacks = [mockToolCallback()];
    const options = new DefaultToolCallingChatOptions();
    options.setToolCallbacks(callbacks);
    callbacks.push(mockToolCallback());
    expect(options.getToolCallbacks()).toHaveLength(1);

    const builder = DefaultToolCallingChatOptions.builder().model('m');
    expect(builder.build()).toBe(builder.build());
    expect(DefaultToolCallingChatOptions.Builder).toBe(builder.constructor);
  });

  test('copy is independent of the original', () => {
    const original = DefaultToolCallingChatOptions.builder().toolNames('a').toolContext('k', 'v').build();
    const copy = original.copy<DefaultToolCallingChatOptions>();
    copy.setToolNames(new Set(['b']));
    copy.setToolContext({});
    expect([...original.getToolNames()]).toEqual(['a']);
    expect(original.getToolContext()!.get('k')).toBe('v');
    expect(copy).toBeInstanceOf(DefaultToolCallingChatOptions);
  });
});
