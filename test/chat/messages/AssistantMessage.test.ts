import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import type { Media } from '../../../src/content/index.js';
import { AssistantMessage, MessageType, ToolCall } from '../../../src/chat/messages/index.js';

describe('AssistantMessageTests', () => {
  test('whenMediaIsNullThenThrow', () => {
    expect(() =>
      AssistantMessage.builder()
        .media(null as unknown as Media[])
        .build(),
    ).toThrow(new IllegalArgumentException('Media must not be null'));
  });

  test('whenMetadataIsNullThenThrow', () => {
    expect(() =>
      AssistantMessage.builder()
        .properties(null as unknown as Map<string, unknown>)
        .build(),
    ).toThrow(new IllegalArgumentException('Metadata must not be null'));
  });

  test('whenToolCallsIsNullThenThrow', () => {
    expect(() =>
      AssistantMessage.builder()
        .toolCalls(null as unknown as ToolCall[])
        .build(),
    ).toThrow(new IllegalArgumentException('Tool calls must not be null'));
  });
});

describe('AssistantMessage (spring-ai-ts additions)', () => {
  test('text may be absent; type and metadata are set', () => {
    const message = new AssistantMessage();
    expect(message.getText()).toBeUndefined();
    expect(message.getMessageType()).toBe(MessageType.ASSISTANT);
    expect(message.getMetadata().get('messageType')).toBe(MessageType.ASSISTANT);
    expect(message.hasToolCalls()).toBe(false);
  });

  test('ToolCall is a record reachable as AssistantMessage.ToolCall', () => {
    const toolCall: AssistantMessage.ToolCall = new AssistantMessage.ToolCall('id1', 'function', 'weather', '{}');
    expect(toolCall).toBeInstanceOf(ToolCall);
    expect([toolCall.id(), toolCall.type(), toolCall.name(), toolCall.arguments()]).toEqual([
      'id1',
      'function',
      'weather',
      '{}',
    ]);
    expect(toolCall.equals(new ToolCall('id1', 'function', 'weather', '{}'))).toBe(true);
    expect(toolCall.hashCode()).toBe(new ToolCall('id1', 'function', 'weather', '{}').hashCode());
    expect(toolCall.equals(new ToolCall('id2', 'function', 'weather', '{}'))).toBe(false);
    expect(toolCall.toString()).toBe('ToolCall[id=id1, type=function, name=weather, arguments={}]');
  });

  test('equality covers text, metadata and tool calls', () => {
    const build = (id: string) =>
      AssistantMessage.builder()
        .content('x')
        .toolCalls([new ToolCall(id, 'function', 'f', '{}')])
        .build();
    expect(build('a').equals(build('a'))).toBe(true);
    expect(build('a').hashCode()).toBe(build('a').hashCode());
    expect(build('a').equals(build('b'))).toBe(false);
    expect(build('a').hasToolCalls()).toBe(true);
  });
});
