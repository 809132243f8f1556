/* spring-ai-ts, Apache-2.0. Tests of StaticToolCallbackResolver and DelegatingToolCallbackResolver (no Java test class at v1.1.8). */
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { DelegatingToolCallbackResolver } from '../../../src/tool/resolution/DelegatingToolCallbackResolver.js';
import { StaticToolCallbackResolver } from '../../../src/tool/resolution/StaticToolCallbackResolver.js';
import type { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { StaticToolCallbackProvider } from '../../../src/tool/StaticToolCallbackProvider.js';
import { ToolCallbackProvider } from '../../../src/tool/ToolCallbackProvider.js';

const callback = (name: string): ToolCallback =>
  FunctionToolCallback.builder(name, (text: string) => text).inputType(String).build();

describe('ToolCallbackResolvers (spring-ai-ts)', () => {
  test('StaticToolCallbackResolver maps callbacks by name', () => {
    const a = callback('a');
    const resolver = new StaticToolCallbackResolver([a, callback('b')]);
    expect(resolver.resolve('a')).toBe(a);
    expect(resolver.resolve('c')).toBeUndefined();
    expect(() => resolver.resolve('')).toThrow(new IllegalArgumentException('toolName cannot be null or empty'));
    expect(() => new StaticToolCallbackResolver(null as unknown as ToolCallback[])).toThrow('toolCallbacks cannot be null');
    expect(() => new StaticToolCallbackResolver([a, null as unknown as ToolCallback])).toThrow(
      'toolCallbacks cannot contain null elements',
    );
  });

  test('DelegatingToolCallbackResolver returns the first hit and accepts plain functions', () => {
    const b = callback('b');
    const resolver = new DelegatingToolCallbackResolver([
      new StaticToolCallbackResolver([callback('a')]),
      (name) => (name === 'b' ? b : undefined),
    ]);
    expect(resolver.resolve('a')?.getToolDefinition().name()).toBe('a');
    expect(resolver.resolve('b')).toBe(b);
    expect(resolver.resolve('z')).toBeUndefined();
    expect(() => new DelegatingToolCallbackResolver(null as never)).toThrow('toolCallbackResolvers cannot be null');
  });

  test('StaticToolCallbackProvider and ToolCallbackProvider.from', () => {
    const a = callback('a');
    expect(new StaticToolCallbackProvider(a).getToolCallbacks()).toEqual([a]);
    expect(ToolCallbackProvider.from([a]).getToolCallbacks()).toEqual([a]);
    expect(ToolCallbackProvider.from(a, callback('b')).getToolCallbacks()).toHaveLength(2);
    expect(() => new StaticToolCallbackProvider([a, null as unknown as ToolCallback])).toThrow(
      'toolCallbacks cannot contain null elements',
    );
    expect(() => new StaticToolCallbackProvider(null as unknown as ToolCallback)).toThrow('ToolCallbacks must not be null');
  });
});
