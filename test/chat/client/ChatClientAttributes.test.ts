import { ChatClientAttributes } from '../../../src/chat/client/ChatClientAttributes.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';

// No ChatClientAttributesTests at v1.1.8 (2.0 adds one); these pin the 1.1.8 keys.
describe('ChatClientAttributes (spring-ai-ts)', () => {
  test('keys are the Spring AI 1.1.8 keys', () => {
    expect(ChatClientAttributes.OUTPUT_FORMAT.getKey()).toBe('spring.ai.chat.client.output.format');
    expect(ChatClientAttributes.STRUCTURED_OUTPUT_SCHEMA.getKey()).toBe('spring.ai.chat.client.structured.output.schema');
    expect(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.getKey()).toBe('spring.ai.chat.client.structured.output.native');
  });

  test('behaves as a Java enum', () => {
    expect(ChatClientAttributes.values().map((value) => value.name())).toEqual([
      'OUTPUT_FORMAT',
      'STRUCTURED_OUTPUT_SCHEMA',
      'STRUCTURED_OUTPUT_NATIVE',
    ]);
    expect(ChatClientAttributes.valueOf('OUTPUT_FORMAT')).toBe(ChatClientAttributes.OUTPUT_FORMAT);
    expect(ChatClientAttributes.STRUCTURED_OUTPUT_NATIVE.ordinal()).toBe(2);
    expect(String(ChatClientAttributes.OUTPUT_FORMAT)).toBe('OUTPUT_FORMAT');
    expect(() => ChatClientAttributes.valueOf('NOPE')).toThrow(IllegalArgumentException);
  });
});
