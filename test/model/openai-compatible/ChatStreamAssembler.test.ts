// spring-ai-ts own tests: the OpenAI-compatible reading of a chat completion stream.
import { detach } from '../../../src/model/openai-compatible/ChatStreamAssembler.js';
import { TransientAiException } from '../../../src/retry/TransientAiException.js';
import { TestAssembler, TestHttpError, TestStreamError } from './testProvider.js';

/** The payload of one event. */
const data = (delta: Record<string, unknown> | null, finish?: string, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ id: 'c1', choices: [{ index: 0, delta, ...(finish ? { finish_reason: finish } : {}) }], ...extra });

describe('ChatStreamAssembler (spring-ai-ts)', () => {
  test('text deltas pass one by one; [DONE] and non-object payloads are skipped', () => {
    const assembler = new TestAssembler();
    expect(assembler.accept(data({ content: 'Hel' }))).toEqual({ text: 'Hel', id: 'c1' });
    expect(assembler.accept('42')).toBeUndefined();
    expect(assembler.accept(data({ content: 'lo' }, 'stop'))).toEqual({ text: 'lo', finish: 'stop' });
    expect(assembler.accept('[DONE]')).toBeUndefined();
    expect(assembler.end()).toEqual([]);
  });

  test('tool-call fragments arrive merged on the finishing delta', () => {
    const assembler = new TestAssembler();
    assembler.accept(data({ tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'weather', arguments: '{"c' } }] }));
    assembler.accept(data({ tool_calls: [{ index: 0, function: { arguments: '":1}' } }] }));
    expect(assembler.accept(data({}, 'tool_calls'))).toEqual({
      text: '',
      finish: 'tool_calls',
      toolCalls: [{ id: 'call_1', type: 'function', name: 'weather', arguments: '{"c":1}' }],
    });
  });

  test('usage on any event: a later real count wins, a zero never replaces one; emitted last', () => {
    const assembler = new TestAssembler();
    assembler.accept(data({ content: 'a' }, undefined, { usage: { total_tokens: 0 } }));
    assembler.accept(data({ content: 'b' }, 'stop', { usage: { total_tokens: 12 } }));
    assembler.accept(JSON.stringify({ id: 'c1', choices: [], usage: { total_tokens: 0 } }));
    expect(assembler.end()).toEqual([{ usage: 12 }]);
  });

  test('events after the finish reason are ignored; an event without delta counts for its finish reason', () => {
    const assembler = new TestAssembler();
    expect(assembler.accept(data(null, 'length'))).toBeUndefined();
    expect(assembler.accept(data({ content: 'late' }))).toBeUndefined();
    expect(assembler.end()).toEqual([]);
  });

  test('an end without a finish reason is the provider stream error "truncated"', () => {
    const assembler = new TestAssembler();
    assembler.accept(data({ content: 'cut' }));
    let thrown: unknown;
    try {
      assembler.end();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TestStreamError);
    expect((thrown as TestStreamError).reason).toBe('truncated');
    expect((thrown as Error).message).toBe('The Acme stream ended before a finish_reason: the response is truncated');
  });

  test('a top-level error object is the provider error; malformed JSON is transient', () => {
    expect(() => new TestAssembler().accept(JSON.stringify({ error: { message: 'overloaded' } }))).toThrow(TestHttpError);
    expect(() => new TestAssembler().accept('{not json')).toThrow(TransientAiException);
    expect(() => new TestAssembler().accept('{not json')).toThrow('Malformed Acme stream event: {not json');
  });

  test('detach copies long strings and keeps short ones', () => {
    const long = 'x'.repeat(40);
    expect(detach(long)).toBe(long);
    expect(detach('short')).toBe('short');
  });
});
