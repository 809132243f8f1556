/* spring-ai-ts, Apache-2.0. Tests of ToolContext (no Java test class at v1.1.8). */
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { UnsupportedOperationException } from '../../../src/java/core/UnsupportedOperationException.js';

describe('ToolContext (spring-ai-ts)', () => {
  test('wraps a Map or a plain object, read-only', () => {
    const source = new Map<string, unknown>([['tenant', 'acme']]);
    const context = new ToolContext(source);
    source.set('tenant', 'changed');
    expect(context.getContext().get('tenant')).toBe('acme');
    expect(new ToolContext({ a: 1 }).getContext().get('a')).toBe(1);
    expect(() => (context.getContext() as Map<string, unknown>).set('x', 1)).toThrow(UnsupportedOperationException);
    expect(() => (context.getContext() as Map<string, unknown>).delete('tenant')).toThrow(UnsupportedOperationException);
  });

  test('TOOL_CALL_HISTORY and getToolCallHistory', () => {
    expect(ToolContext.TOOL_CALL_HISTORY).toBe('TOOL_CALL_HISTORY');
    const history = [{ getText: () => 'hi' }];
    expect(new ToolContext({ [ToolContext.TOOL_CALL_HISTORY]: history }).getToolCallHistory()).toBe(history);
  });

  test('getAbortSignal reads ABORT_SIGNAL', () => {
    const controller = new AbortController();
    expect(new ToolContext({ [ToolContext.ABORT_SIGNAL]: controller.signal }).getAbortSignal()).toBe(controller.signal);
    expect(new ToolContext({}).getAbortSignal()).toBeUndefined();
  });
});
