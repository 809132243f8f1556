/* Ported from Spring AI DefaultToolExecutionResultTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { DefaultToolExecutionResult } from '../../../src/model/tool/DefaultToolExecutionResult.js';
import { ToolExecutionResult } from '../../../src/model/tool/ToolExecutionResult.js';

describe('DefaultToolExecutionResultTests', () => {
  test('whenConversationHistoryIsNullThenThrow', () => {
    expect(() =>
      DefaultToolExecutionResult.builder()
        .conversationHistory(undefined as unknown as Message[])
        .build(),
    ).toThrow(new IllegalArgumentException('conversationHistory cannot be null'));
  });

  test('whenConversationHistoryHasNullElementsThenThrow', () => {
    const history: Message[] = [];
    history.push(null as unknown as Message);
    expect(() => DefaultToolExecutionResult.builder().conversationHistory(history).build()).toThrow(
      new IllegalArgumentException('conversationHistory cannot contain null elements'),
    );
  });

  test('builder', () => {
    const conversationHistory: Message[] = [];
    const result = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(true)
      .build();
    expect(result.conversationHistory()).toEqual(conversationHistory);
    expect(result.returnDirect()).toBe(true);
  });

  test('whenBuilderWithMinimalRequiredFields', () => {
    const conversationHistory: Message[] = [];
    const result = DefaultToolExecutionResult.builder().conversationHistory(conversationHistory).build();

    expect(result.conversationHistory()).toEqual(conversationHistory);
    expect(result.returnDirect()).toBe(false);
  });

  test('whenBuilderWithReturnDirectFalse', () => {
    const conversationHistory: Message[] = [];
    const result = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(false)
      .build();

    expect(result.conversationHistory()).toEqual(conversationHistory);
    expect(result.returnDirect()).toBe(false);
  });

  test('whenConversationHistoryIsEmpty', () => {
    const result = DefaultToolExecutionResult.builder().conversationHistory([]).returnDirect(true).build();

    expect(result.conversationHistory()).toHaveLength(0);
    expect(result.returnDirect()).toBe(true);
  });

  test('whenConversationHistoryHasMultipleMessages', () => {
    const message1 = new UserMessage('Hello');
    const message2 = new AssistantMessage('Hi there!');
    const conversationHistory: Message[] = [message1, message2];

    const result = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(false)
      .build();

    expect(result.conversationHistory()).toHaveLength(2);
    expect(result.conversationHistory()[0]).toBe(message1);
    expect(result.conversationHistory()[1]).toBe(message2);
    expect(result.returnDirect()).toBe(false);
  });

  test('whenConversationHistoryHasNullElementsInMiddle', () => {
    const history: Message[] = [
      new UserMessage('First message'),
      null as unknown as Message,
      new AssistantMessage('Last message'),
    ];

    expect(() => DefaultToolExecutionResult.builder().conversationHistory(history).build()).toThrow(
      new IllegalArgumentException('conversationHistory cannot contain null elements'),
    );
  });

  test('whenConversationHistoryHasMultipleNullElements', () => {
    const history: Message[] = [
      null as unknown as Message,
      null as unknown as Message,
      new UserMessage('Valid message'),
    ];

    expect(() => DefaultToolExecutionResult.builder().conversationHistory(history).build()).toThrow(
      new IllegalArgumentException('conversationHistory cannot contain null elements'),
    );
  });

  test('whenBuilderIsReused', () => {
    const conversationHistory1: Message[] = [new UserMessage('Message 1')];
    const conversationHistory2: Message[] = [new UserMessage('Message 2')];

    const builder = DefaultToolExecutionResult.builder();

    const result1 = builder.conversationHistory(conversationHistory1).returnDirect(true).build();
    const result2 = builder.conversationHistory(conversationHistory2).returnDirect(false).build();

    expect(result1.conversationHistory()).toEqual(conversationHistory1);
    expect(result1.returnDirect()).toBe(true);
    expect(result2.conversationHistory()).toEqual(conversationHistory2);
    expect(result2.returnDirect()).toBe(false);
  });

  test('whenConversationHistoryIsModifiedAfterBuilding', () => {
    const originalMessage = new UserMessage('Original');
    const conversationHistory: Message[] = [originalMessage];

    const result = DefaultToolExecutionResult.builder().conversationHistory(conversationHistory).build();

    // The builder keeps the array it was given, so a later change shows through.
    conversationHistory.push(new AssistantMessage('Added later'));

    expect(result.conversationHistory()).toHaveLength(2);
    expect(result.conversationHistory()[0]).toEqual(originalMessage);
  });

  test('whenEqualsAndHashCodeAreConsistent', () => {
    const conversationHistory: Message[] = [new UserMessage('Test message')];

    const result1 = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(true)
      .build();
    const result2 = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory)
      .returnDirect(true)
      .build();

    expect(result1.equals(result2)).toBe(true);
    expect(result1.hashCode()).toBe(result2.hashCode());
  });

  test('whenConversationHistoryIsImmutableList', () => {
    const conversationHistory: readonly Message[] = Object.freeze([new UserMessage('Hello'), new UserMessage('Hi!')]);

    const result = DefaultToolExecutionResult.builder()
      .conversationHistory(conversationHistory as Message[])
      .returnDirect(false)
      .build();

    expect(result.conversationHistory()).toHaveLength(2);
    expect(result.conversationHistory()).toEqual(conversationHistory);
  });

  test('whenReturnDirectIsChangedMultipleTimes', () => {
    const builder = DefaultToolExecutionResult.builder()
      .conversationHistory([new UserMessage('Test')])
      .returnDirect(true)
      .returnDirect(false)
      .returnDirect(true);

    const result = builder.build();

    expect(result.returnDirect()).toBe(true);
  });
});

describe('DefaultToolExecutionResult (spring-ai-ts)', () => {
  test('record semantics: positional constructor, value equality, Builder and the companion builder', () => {
    const history: Message[] = [new UserMessage('a')];
    const byConstructor = new DefaultToolExecutionResult(history, false);
    const byBuilder = ToolExecutionResult.builder().conversationHistory([new UserMessage('a')]).build();

    expect(byConstructor.equals(byBuilder)).toBe(true);
    expect(byConstructor.equals(new DefaultToolExecutionResult(history, true))).toBe(false);
    expect(byConstructor.equals(new DefaultToolExecutionResult([new UserMessage('b')], false))).toBe(false);
    expect(byBuilder).toBeInstanceOf(DefaultToolExecutionResult);
    expect(new DefaultToolExecutionResult.Builder().build().conversationHistory()).toEqual([]);
    expect(byConstructor.toString()).toContain('returnDirect=false');
  });

  test('isReturnDirect applies the Java default to results without returnDirect()', () => {
    expect(ToolExecutionResult.isReturnDirect({ conversationHistory: () => [] })).toBe(false);
    expect(ToolExecutionResult.isReturnDirect(new DefaultToolExecutionResult([], true))).toBe(true);
    expect(ToolExecutionResult.isInstance({ conversationHistory: () => [] })).toBe(true);
    expect(ToolExecutionResult.isInstance({})).toBe(false);
  });
});
