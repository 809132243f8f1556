import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';

describe('ChatClientRequestTests', () => {
  test('whenPromptIsNullThenThrow', () => {
    expect(() => new ChatClientRequest(null as unknown as Prompt, new Map())).toThrow(
      new IllegalArgumentException('prompt cannot be null'),
    );
    expect(() =>
      ChatClientRequest.builder()
        .prompt(null as unknown as Prompt)
        .context(new Map())
        .build(),
    ).toThrow(new IllegalArgumentException('prompt cannot be null'));
  });

  test('whenContextIsNullThenThrow', () => {
    expect(() => new ChatClientRequest(new Prompt(), null as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('context cannot be null'),
    );
    expect(() =>
      ChatClientRequest.builder()
        .prompt(new Prompt())
        .context(null as unknown as Map<string, unknown>)
        .build(),
    ).toThrow(new IllegalArgumentException('context cannot be null'));
  });

  test('whenContextHasNullKeysThenThrow', () => {
    const context = new Map<string, unknown>([[null as unknown as string, 'something']]);
    expect(() => new ChatClientRequest(new Prompt(), context)).toThrow(IllegalArgumentException);
    expect(() => new ChatClientRequest(new Prompt(), context)).toThrow('context keys cannot be null');
  });

  test('whenCopyThenImmutableContext', () => {
    const context = new Map<string, unknown>([['key', 'value']]);
    const request = ChatClientRequest.builder().prompt(new Prompt()).context(context).build();

    const copy = request.copy();

    copy.context().set('key', 'newValue');
    expect(request.context()).toEqual(new Map([['key', 'value']]));
  });

  test('whenMutateThenImmutableContext', () => {
    const context = new Map<string, unknown>([['key', 'value']]);
    const request = ChatClientRequest.builder().prompt(new Prompt()).context(context).build();

    const copy = request.mutate().context('key', 'newValue').build();

    expect(request.context()).toEqual(new Map([['key', 'value']]));
    expect(copy.context()).toEqual(new Map([['key', 'newValue']]));
  });

  test('whenBuilderWithMultipleContextEntriesThenSuccess', () => {
    const prompt = new Prompt('test message');
    const context = new Map<string, unknown>([
      ['key1', 'value1'],
      ['key2', 42],
      ['key3', true],
      ['key4', new Map([['nested', 'value']])],
    ]);

    const request = ChatClientRequest.builder().prompt(prompt).context(context).build();

    expect(request.context().size).toBe(4);
    expect(request.context().get('key1')).toBe('value1');
    expect(request.context().get('key2')).toBe(42);
    expect(request.context().get('key3')).toBe(true);
    expect(request.context().get('key4')).toEqual(new Map([['nested', 'value']]));
  });

  test('whenMutateWithNewContextKeysThenMerged', () => {
    const original = ChatClientRequest.builder()
      .prompt(new Prompt('test message'))
      .context({ existing: 'value' })
      .build();

    const mutated = original.mutate().context('new1', 'newValue1').context('new2', 'newValue2').build();

    expect(original.context().size).toBe(1);
    expect(mutated.context().size).toBe(3);
    expect(mutated.context().get('existing')).toBe('value');
    expect(mutated.context().get('new1')).toBe('newValue1');
    expect(mutated.context().get('new2')).toBe('newValue2');
  });

  test('whenMutateWithOverridingContextKeysThenOverridden', () => {
    const original = ChatClientRequest.builder()
      .prompt(new Prompt('test message'))
      .context({ key: 'originalValue', other: 'untouched' })
      .build();

    const mutated = original.mutate().context('key', 'newValue').build();

    expect(original.context().get('key')).toBe('originalValue');
    expect(mutated.context().get('key')).toBe('newValue');
    expect(mutated.context().get('other')).toBe('untouched');
  });

  test('whenMutatePromptThenPromptChanged', () => {
    const originalPrompt = new Prompt('original message');
    const newPrompt = new Prompt('new message');
    const original = ChatClientRequest.builder().prompt(originalPrompt).context({ key: 'value' }).build();

    const mutated = original.mutate().prompt(newPrompt).build();

    expect(original.prompt()).toBe(originalPrompt);
    expect(mutated.prompt()).toBe(newPrompt);
    expect(mutated.context()).toEqual(original.context());
  });

  test('whenMutateContextWithMapThenMerged', () => {
    const original = ChatClientRequest.builder()
      .prompt(new Prompt('test message'))
      .context({ existing: 'value' })
      .build();

    const mutated = original
      .mutate()
      .context(
        new Map([
          ['new1', 'value1'],
          ['new2', 'value2'],
        ]),
      )
      .build();

    expect(mutated.context().size).toBe(3);
    expect(mutated.context().get('existing')).toBe('value');
    expect(mutated.context().get('new1')).toBe('value1');
    expect(mutated.context().get('new2')).toBe('value2');
  });

  test('whenContextContainsComplexObjectsThenPreserved', () => {
    const nestedMap = new Map([['nested', 'value']]);
    const list = ['item1', 'item2'];

    const request = ChatClientRequest.builder()
      .prompt(new Prompt('test message'))
      .context({ map: nestedMap, list, string: 'value', number: 123, boolean: true })
      .build();

    expect(request.context().get('map')).toBe(nestedMap);
    expect(request.context().get('list')).toBe(list);
    expect(request.context().get('string')).toBe('value');
    expect(request.context().get('number')).toBe(123);
    expect(request.context().get('boolean')).toBe(true);
  });
});

describe('ChatClientRequest (spring-ai-ts)', () => {
  test('a Map given to the constructor is kept, a plain object is copied into a Map', () => {
    const map = new Map<string, unknown>([['a', 1]]);
    expect(new ChatClientRequest(new Prompt(), map).context()).toBe(map);
    expect(new ChatClientRequest(new Prompt(), { a: 1 }).context()).toEqual(new Map([['a', 1]]));
  });

  test('copy copies the prompt and equals the original; toString reads like the Java record', () => {
    const request = new ChatClientRequest(new Prompt('hi'), { a: 1 });
    const copy = request.copy();
    expect(copy.prompt()).not.toBe(request.prompt());
    expect(copy.equals(request)).toBe(true);
    expect(copy.hashCode()).toBe(request.hashCode());
    expect(request.toString()).toMatch(/^ChatClientRequest\[prompt=.*hi.*, context=\{a=1\}\]$/);
  });

  test('the builder rejects a null key', () => {
    expect(() => ChatClientRequest.builder().context(null as unknown as string, 'v')).toThrow(
      new IllegalArgumentException('key cannot be null'),
    );
  });

  test('ChatClientRequest.Builder is the builder class', () => {
    expect(ChatClientRequest.builder()).toBeInstanceOf(ChatClientRequest.Builder);
  });
});
