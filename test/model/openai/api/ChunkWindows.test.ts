// Our tests: OpenAiApi's reading of stream events (Spring's windowUntil + reduce over the chunk merger).
import { ChunkWindows } from '../../../../src/model/openai/api/internal/ChunkWindows.js';
import { OPEN_AI_PROVIDER } from '../../../../src/model/openai/api/internal/provider.js';
import { OpenAiStreamFunctionCallingHelper } from '../../../../src/model/openai/index.js';
import { TransientAiException } from '../../../../src/retry/TransientAiException.js';

const event = (delta: Record<string, unknown>, finish: string | null = null, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }], ...extra });
const fragment = (id: string | undefined, name: string | undefined, args: string) => ({
  tool_calls: [{ index: 0, ...(id === undefined ? {} : { id, type: 'function' }), function: { ...(name === undefined ? {} : { name }), arguments: args } }],
});

describe('ChunkWindows', () => {
  test('text chunks pass one by one; the chunks of a tool call come out as one merged chunk', () => {
    const windows = new ChunkWindows(new OpenAiStreamFunctionCallingHelper(), OPEN_AI_PROVIDER);
    expect(windows.accept(event({ role: 'assistant', content: 'Hel' }))?.choices()?.[0]?.delta()?.content()).toBe('Hel');
    expect(windows.accept(event({ content: 'lo' }))?.choices()?.[0]?.delta()?.content()).toBe('lo');
    expect(windows.accept(event(fragment('call_1', 'weather', '{"ci')))).toBeUndefined();
    expect(windows.accept(event(fragment(undefined, undefined, 'ty":"Paris"}')))).toBeUndefined();
    const merged = windows.accept(event({}, 'tool_calls'));
    const calls = merged?.choices()?.[0]?.delta()?.toolCalls() ?? [];
    expect(calls.map((call) => [call.id(), call.function()?.name(), call.function()?.arguments()])).toEqual([['call_1', 'weather', '{"city":"Paris"}']]);
    expect(windows.accept('[DONE]')).toBeUndefined();
    expect(windows.end()).toEqual([]);
  });

  test('a tool window still open when the body ends is emitted, as windowUntil does', () => {
    const windows = new ChunkWindows(new OpenAiStreamFunctionCallingHelper(), OPEN_AI_PROVIDER);
    windows.accept(event(fragment('call_1', 'weather', '{}')));
    windows.accept('[DONE]');
    expect(windows.end().map((chunk) => chunk.choices()?.[0]?.delta()?.toolCalls()?.[0]?.id())).toEqual(['call_1']);
  });

  test('a body that ends without [DONE] or a finish reason is truncated; an error event is an HTTP-500-like failure', () => {
    const truncated = new ChunkWindows(new OpenAiStreamFunctionCallingHelper(), OPEN_AI_PROVIDER);
    truncated.accept(event({ content: 'partial' }));
    expect(() => truncated.end()).toThrow(TransientAiException);
    const failing = new ChunkWindows(new OpenAiStreamFunctionCallingHelper(), OPEN_AI_PROVIDER);
    expect(() => failing.accept(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }))).toThrow(/^500 - \{"error":\{"message":"boom"/);
    expect(() => failing.accept('{not json')).toThrow(TransientAiException);
  });
});
