import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ChatClientResponse } from '../../../src/chat/client/ChatClientResponse.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../src/chat/model/Generation.js';

// Mockito's mock(ChatResponse.class) / mock(Generation.class) become real instances: only identity matters here.
const aChatResponse = (text = 'x'): ChatResponse => new ChatResponse([new Generation(new AssistantMessage(text))]);

describe('ChatClientResponseTests', () => {
  test('whenContextIsNullThenThrow', () => {
    expect(() => new ChatClientResponse(undefined, null as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('context cannot be null'),
    );
    expect(() =>
      ChatClientResponse.builder()
        .chatResponse(undefined)
        .context(null as unknown as Map<string, unknown>)
        .build(),
    ).toThrow(new IllegalArgumentException('context cannot be null'));
  });

  test('whenContextHasNullKeysThenThrow', () => {
    const context = new Map<string, unknown>([[null as unknown as string, 'something']]);
    expect(() => new ChatClientResponse(undefined, context)).toThrow(
      new IllegalArgumentException('context keys cannot be null'),
    );
  });

  test('whenCopyThenImmutableContext', () => {
    const context = new Map<string, unknown>([['key', 'value']]);
    const response = ChatClientResponse.builder().chatResponse(undefined).context(context).build();

    const copy = response.copy();

    copy.context().set('key2', 'value2');
    expect(response.context().has('key2')).toBe(false);
    expect(copy.context().has('key2')).toBe(true);

    copy.context().set('key', 'newValue');
    expect(copy.context().get('key')).toBe('newValue');
    expect(response.context().get('key')).toBe('value');
  });

  test('whenMutateThenImmutableContext', () => {
    const context = new Map<string, unknown>([['key', 'value']]);
    const response = ChatClientResponse.builder().chatResponse(undefined).context(context).build();

    const copy = response.mutate().context({ key2: 'value2' }).build();

    expect(response.context().has('key2')).toBe(false);
    expect(copy.context().has('key2')).toBe(true);

    copy.context().set('key', 'newValue');
    expect(copy.context().get('key')).toBe('newValue');
    expect(response.context().get('key')).toBe('value');
  });

  test('whenValidChatResponseThenCreateSuccessfully', () => {
    const chatResponse = aChatResponse();
    const context = new Map<string, unknown>([['key', 'value']]);

    const response = new ChatClientResponse(chatResponse, context);

    expect(response.chatResponse()).toBe(chatResponse);
    expect(response.context()).toEqual(context);
  });

  test('whenBuilderWithValidDataThenCreateSuccessfully', () => {
    const chatResponse = aChatResponse();
    const context = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', 42],
    ]);

    const response = ChatClientResponse.builder().chatResponse(chatResponse).context(context).build();

    expect(response.chatResponse()).toBe(chatResponse);
    expect(response.context()).toEqual(context);
  });

  test('whenEmptyContextThenCreateSuccessfully', () => {
    const chatResponse = aChatResponse();

    const response = new ChatClientResponse(chatResponse, new Map());

    expect(response.chatResponse()).toBe(chatResponse);
    expect(response.context().size).toBe(0);
  });

  test('whenContextWithNullValuesThenCreateSuccessfully', () => {
    const context = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', undefined],
    ]);

    const response = new ChatClientResponse(aChatResponse(), context);

    expect(response.context().get('key1')).toBe('value1');
    expect(response.context().has('key2')).toBe(true);
    expect(response.context().get('key2')).toBeUndefined();
  });

  test('whenCopyWithNullChatResponseThenPreserveNull', () => {
    const context = new Map<string, unknown>([['key', 'value']]);
    const response = new ChatClientResponse(undefined, context);

    const copy = response.copy();

    expect(copy.chatResponse()).toBeUndefined();
    expect(copy.context()).toEqual(context);
  });

  test('whenMutateWithNewChatResponseThenUpdate', () => {
    const originalResponse = aChatResponse('original');
    const newResponse = aChatResponse('new');
    const context = new Map<string, unknown>([['key', 'value']]);

    const response = new ChatClientResponse(originalResponse, context);
    const mutated = response.mutate().chatResponse(newResponse).build();

    expect(response.chatResponse()).toBe(originalResponse);
    expect(mutated.chatResponse()).toBe(newResponse);
    expect(mutated.context()).toEqual(context);
  });

  test('whenBuilderWithoutChatResponseThenCreateWithNull', () => {
    const response = ChatClientResponse.builder().context({ key: 'value' }).build();

    expect(response.chatResponse()).toBeUndefined();
  });

  test('whenComplexObjectsInContextThenPreserveCorrectly', () => {
    const chatResponse = aChatResponse();
    const generation = new Generation(new AssistantMessage('g'));
    const nestedMap = new Map([['nested', 'value']]);

    const response = new ChatClientResponse(chatResponse, {
      string: 'value',
      number: 1,
      boolean: true,
      generation,
      map: nestedMap,
    });

    expect(response.context().get('string')).toBe('value');
    expect(response.context().get('number')).toBe(1);
    expect(response.context().get('boolean')).toBe(true);
    expect(response.context().get('generation')).toBe(generation);
    expect(response.context().get('map')).toBe(nestedMap);
  });
});

describe('ChatClientResponse (spring-ai-ts)', () => {
  test('copy keeps the same chat response and equals the original', () => {
    const response = new ChatClientResponse(aChatResponse(), { a: 1 });
    const copy = response.copy();
    expect(copy.chatResponse()).toBe(response.chatResponse());
    expect(copy.context()).not.toBe(response.context());
    expect(copy.equals(response)).toBe(true);
    expect(copy.hashCode()).toBe(response.hashCode());
  });

  test('toString reads like the Java record', () => {
    expect(new ChatClientResponse(undefined, { a: 1 }).toString()).toBe('ChatClientResponse[chatResponse=null, context={a=1}]');
  });
});
