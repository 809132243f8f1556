/* spring-ai-ts, Apache-2.0. Tests of ToolCallbacks.from (no Java test class at v1.1.8). */
import 'reflect-metadata';
import { IllegalStateException } from '../../src/java/core/IllegalStateException.js';
import { ToolCallbacks } from '../../src/support/ToolCallbacks.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { MethodToolCallback } from '../../src/tool/method/MethodToolCallback.js';
import { ToolCallback } from '../../src/tool/ToolCallback.js';
import { ToolMetadata } from '../../src/tool/metadata/ToolMetadata.js';

class DateTools {
  @Tool({ description: 'The current date', returnDirect: true })
  today(): string {
    return '2025-01-31';
  }
}

describe('ToolCallbacks (spring-ai-ts)', () => {
  test('from turns @Tool objects into callbacks with their metadata', () => {
    const [callback] = ToolCallbacks.from(new DateTools());
    expect(callback).toBeInstanceOf(MethodToolCallback);
    expect(callback?.getToolDefinition().description()).toBe('The current date');
    expect(ToolMetadata.isReturnDirect(ToolCallback.getToolMetadata(callback as ToolCallback))).toBe(true);
  });

  test('from rejects objects without tools', () => {
    expect(() => ToolCallbacks.from({})).toThrow(IllegalStateException);
  });

  test('ToolCallback.getToolMetadata applies the Java default when an implementation has none', () => {
    const minimal: ToolCallback = {
      getToolDefinition: () => ({ name: () => 'n', description: () => 'd', inputSchema: () => '{}' }),
      call: (input: string) => Promise.resolve(input),
    } as ToolCallback;
    expect(ToolCallback.isInstance(minimal)).toBe(true);
    expect(ToolMetadata.isReturnDirect(ToolCallback.getToolMetadata(minimal))).toBe(false);
  });
});
