import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { MessageType } from '../../../src/chat/messages/index.js';

// Java's MessageType has no unit test class; these pin the enum-class contract (PORTING.md rule 20).
describe('MessageType (spring-ai-ts enum class)', () => {
  test('constants have Java\'s names, ordinals and values', () => {
    expect(MessageType.values().map((type) => [type.name(), type.ordinal(), type.getValue()])).toEqual([
      ['USER', 0, 'user'],
      ['ASSISTANT', 1, 'assistant'],
      ['SYSTEM', 2, 'system'],
      ['TOOL', 3, 'tool'],
    ]);
    expect(String(MessageType.TOOL)).toBe('TOOL');
  });

  test('valueOf and fromValue find constants or throw Java\'s messages', () => {
    expect(MessageType.valueOf('SYSTEM')).toBe(MessageType.SYSTEM);
    expect(MessageType.fromValue('assistant')).toBe(MessageType.ASSISTANT);
    expect(() => MessageType.valueOf('user')).toThrow(
      new IllegalArgumentException('No enum constant org.springframework.ai.chat.messages.MessageType.user'),
    );
    expect(() => MessageType.fromValue('function')).toThrow(
      new IllegalArgumentException('Invalid MessageType value: function'),
    );
  });

  test('values() returns a fresh array', () => {
    const values = MessageType.values();
    values.pop();
    expect(MessageType.values()).toHaveLength(4);
  });
});
