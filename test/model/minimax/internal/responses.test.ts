// spring-ai-ts own tests: the chunk conversion of a MiniMax stream (message metadata per delta).
import { ChatCompletionChunk } from '../../../../src/model/minimax/api/ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from '../../../../src/model/minimax/api/ChatCompletionFinishReason.js';
import { ChatCompletionMessage } from '../../../../src/model/minimax/api/ChatCompletionMessage.js';
import { ChunkChoice } from '../../../../src/model/minimax/api/ChunkChoice.js';
import { ChunkConverter } from '../../../../src/model/minimax/internal/responses.js';

const ASSISTANT = ChatCompletionMessage.Role.ASSISTANT;

function chunk(id: string, delta: ChatCompletionMessage, finish?: ChatCompletionFinishReason): ChatCompletionChunk {
  return new ChatCompletionChunk(id, [new ChunkChoice(finish, 0, delta, undefined)], 1, 'model', undefined, 'chat.completion.chunk');
}

function metadataOf(converter: ChunkConverter, c: ChatCompletionChunk): Map<string, unknown> {
  return new Map(converter.convert(c).getResult()!.getOutput().getMetadata());
}

describe('ChunkConverter', () => {
  test('text deltas carry id, role and an empty finish reason, each message its own copy', () => {
    const converter = new ChunkConverter();
    const first = converter.convert(chunk('a', new ChatCompletionMessage('Hel', ASSISTANT)));
    const second = converter.convert(chunk('a', new ChatCompletionMessage('lo', undefined)));
    const m1 = first.getResult()!.getOutput().getMetadata();
    const m2 = second.getResult()!.getOutput().getMetadata();
    expect(m1.get('id')).toBe('a');
    expect(m1.get('role')).toBe('ASSISTANT');
    expect(m1.get('finishReason')).toBe('');
    expect(m2.get('role')).toBe('ASSISTANT');
    expect(m1).not.toBe(m2);
    (m1 as Map<string, unknown>).set('changed', true);
    expect(m2.has('changed')).toBe(false);
    expect(metadataOf(converter, chunk('a', new ChatCompletionMessage('!', undefined))).has('changed')).toBe(false);
  });

  test('a new id gets its own id in the metadata of the deltas that follow', () => {
    const converter = new ChunkConverter();
    converter.convert(chunk('a', new ChatCompletionMessage('x', ASSISTANT)));
    const next = metadataOf(converter, chunk('b', new ChatCompletionMessage('y', ASSISTANT)));
    expect(next.get('id')).toBe('b');
    expect(next.get('role')).toBe('ASSISTANT');
  });

  test('reasoning, once started, stays in the metadata of later text deltas', () => {
    const converter = new ChunkConverter();
    converter.convert(chunk('a', new ChatCompletionMessage(undefined, ASSISTANT, undefined, undefined, undefined, 'think')));
    const later = metadataOf(converter, chunk('a', new ChatCompletionMessage('answer', undefined)));
    expect(later.get('reasoningContent')).toBe('think');
    expect(later.has('reasoningDelta')).toBe(false);
  });

  test('the finish reason is set on the last delta only', () => {
    const converter = new ChunkConverter();
    const text = metadataOf(converter, chunk('a', new ChatCompletionMessage('x', ASSISTANT)));
    const last = metadataOf(converter, chunk('a', new ChatCompletionMessage('', undefined), ChatCompletionFinishReason.STOP));
    expect(text.get('finishReason')).toBe('');
    expect(last.get('finishReason')).toBe('STOP');
    expect(metadataOf(converter, chunk('a', new ChatCompletionMessage('y', undefined))).get('finishReason')).toBe('');
  });
});
