/* Ported from Spring AI ToolCallingChatOptionsTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../src/java/core/IllegalStateException.js';
import { ChatOptions } from '../../../src/chat/prompt/ChatOptions.js';
import { DefaultToolCallingChatOptions } from '../../../src/model/tool/DefaultToolCallingChatOptions.js';
import { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';

class TestToolCallback extends ToolCallback {
  private readonly toolDefinition: ToolDefinition;

  constructor(name: string) {
    super();
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  call(): Promise<string> {
    return Promise.resolve('Mission accomplished!');
  }
}

describe('ToolCallingChatOptionsTests', () => {
  test('whenToolCallingChatOptionsAndExecutionEnabledTrue', () => {
    const options: ToolCallingChatOptions = new DefaultToolCallingChatOptions();
    options.setInternalToolExecutionEnabled(true);
    expect(ToolCallingChatOptions.isInternalToolExecutionEnabled(options)).toBe(true);
  });

  test('whenToolCallingChatOptionsAndExecutionEnabledFalse', () => {
    const options: ToolCallingChatOptions = new DefaultToolCallingChatOptions();
    options.setInternalToolExecutionEnabled(false);
    expect(ToolCallingChatOptions.isInternalToolExecutionEnabled(options)).toBe(false);
  });

  test('whenToolCallingChatOptionsAndExecutionEnabledDefault', () => {
    const options: ToolCallingChatOptions = new DefaultToolCallingChatOptions();
    expect(ToolCallingChatOptions.isInternalToolExecutionEnabled(options)).toBe(true);
  });

  test('whenMergeRuntimeAndDefaultToolNames', () => {
    const merged = ToolCallingChatOptions.mergeToolNames(new Set(['toolA']), new Set(['toolB']));
    expect([...merged]).toEqual(['toolA']);
  });

  test('whenMergeRuntimeAndEmptyDefaultToolNames', () => {
    const merged = ToolCallingChatOptions.mergeToolNames(new Set(['toolA']), new Set());
    expect([...merged]).toEqual(['toolA']);
  });

  test('whenMergeEmptyRuntimeAndDefaultToolNames', () => {
    const merged = ToolCallingChatOptions.mergeToolNames(new Set(), new Set(['toolB']));
    expect([...merged]).toEqual(['toolB']);
  });

  test('whenMergeEmptyRuntimeAndEmptyDefaultToolNames', () => {
    const merged = ToolCallingChatOptions.mergeToolNames(new Set(), new Set());
    expect(merged.size).toBe(0);
  });

  test('whenMergeRuntimeAndDefaultToolCallbacks', () => {
    const merged = ToolCallingChatOptions.mergeToolCallbacks(
      [new TestToolCallback('toolA')],
      [new TestToolCallback('toolB')],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]?.getToolDefinition().name()).toBe('toolA');
  });

  test('whenMergeRuntimeAndEmptyDefaultToolCallbacks', () => {
    const merged = ToolCallingChatOptions.mergeToolCallbacks([new TestToolCallback('toolA')], []);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.getToolDefinition().name()).toBe('toolA');
  });

  test('whenMergeEmptyRuntimeAndDefaultToolCallbacks', () => {
    const merged = ToolCallingChatOptions.mergeToolCallbacks([], [new TestToolCallback('toolB')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.getToolDefinition().name()).toBe('toolB');
  });

  test('whenMergeEmptyRuntimeAndEmptyDefaultToolCallbacks', () => {
    const merged = ToolCallingChatOptions.mergeToolCallbacks([], []);
    expect(merged).toHaveLength(0);
  });

  test('whenMergeRuntimeAndDefaultToolContext', () => {
    const runtimeToolContext = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', 'value2'],
    ]);
    const defaultToolContext = new Map<string, unknown>([
      ['key1', 'valueA'],
      ['key3', 'value3'],
    ]);
    const merged = ToolCallingChatOptions.mergeToolContext(runtimeToolContext, defaultToolContext);
    expect(merged.size).toBe(3);
    expect(merged.get('key1')).toBe('value1');
    expect(merged.get('key2')).toBe('value2');
    expect(merged.get('key3')).toBe('value3');
  });

  test('whenMergeRuntimeAndEmptyDefaultToolContext', () => {
    const merged = ToolCallingChatOptions.mergeToolContext(
      new Map<string, unknown>([
        ['key1', 'value1'],
        ['key2', 'value2'],
      ]),
      new Map(),
    );
    expect(merged.size).toBe(2);
    expect(merged.get('key1')).toBe('value1');
    expect(merged.get('key2')).toBe('value2');
  });

  test('whenMergeEmptyRuntimeAndDefaultToolContext', () => {
    const merged = ToolCallingChatOptions.mergeToolContext(
      new Map(),
      new Map<string, unknown>([
        ['key1', 'value1'],
        ['key2', 'value2'],
      ]),
    );
    expect(merged.size).toBe(2);
    expect(merged.get('key1')).toBe('value1');
    expect(merged.get('key2')).toBe('value2');
  });

  test('whenMergeEmptyRuntimeAndEmptyDefaultToolContext', () => {
    const merged = ToolCallingChatOptions.mergeToolContext(new Map(), new Map());
    expect(merged.size).toBe(0);
  });

  test('shouldEnsureUniqueToolNames', () => {
    const toolCallbacks = [new TestToolCallback('toolA'), new TestToolCallback('toolA')];
    expect(() => ToolCallingChatOptions.validateToolCallbacks(toolCallbacks)).toThrow(IllegalStateException);
    expect(() => ToolCallingChatOptions.validateToolCallbacks(toolCallbacks)).toThrow(
      'Multiple tools with the same name (toolA)',
    );
  });
});

describe('ToolCallingChatOptions (spring-ai-ts)', () => {
  test('isInstance tells tool-calling options from plain chat options', () => {
    expect(ToolCallingChatOptions.isInstance(new DefaultToolCallingChatOptions())).toBe(true);
    expect(ToolCallingChatOptions.isInstance(ChatOptions.builder().build())).toBe(false);
    expect(ToolCallingChatOptions.isInstance(undefined)).toBe(false);
    expect(ToolCallingChatOptions.isInternalToolExecutionEnabled(ChatOptions.builder().build())).toBe(true);
  });

  test('isInternalToolExecutionEnabled rejects missing options', () => {
    expect(() => ToolCallingChatOptions.isInternalToolExecutionEnabled(undefined as unknown as ChatOptions)).toThrow(
      new IllegalArgumentException('chatOptions cannot be null'),
    );
  });

  test('merge helpers copy, accept plain objects and check their arguments', () => {
    const runtime = new Set(['a']);
    const merged = ToolCallingChatOptions.mergeToolNames(runtime, new Set());
    merged.add('b');
    expect([...runtime]).toEqual(['a']);

    const context = ToolCallingChatOptions.mergeToolContext({ key1: 'runtime' }, { key1: 'default', key2: 2 });
    expect([...context.entries()]).toEqual([
      ['key1', 'runtime'],
      ['key2', 2],
    ]);

    expect(() => ToolCallingChatOptions.mergeToolNames(undefined as unknown as Set<string>, new Set())).toThrow(
      new IllegalArgumentException('runtimeToolNames cannot be null'),
    );
    expect(() => ToolCallingChatOptions.mergeToolCallbacks([], undefined as unknown as ToolCallback[])).toThrow(
      new IllegalArgumentException('defaultToolCallbacks cannot be null'),
    );
    expect(() => ToolCallingChatOptions.mergeToolContext(undefined as unknown as Map<string, unknown>, {})).toThrow(
      new IllegalArgumentException('runtimeToolContext cannot be null'),
    );
  });

  test('validateToolCallbacks lists every duplicated name', () => {
    const toolCallbacks = ['a', 'b', 'a', 'c', 'b'].map((name) => new TestToolCallback(name));
    expect(() => ToolCallingChatOptions.validateToolCallbacks(toolCallbacks)).toThrow(
      'Multiple tools with the same name (a, b) found in ToolCallingChatOptions',
    );
    expect(() => ToolCallingChatOptions.validateToolCallbacks([new TestToolCallback('a')])).not.toThrow();
  });
});
