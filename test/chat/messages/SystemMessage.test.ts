import * as path from 'node:path';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { ByteArrayResource } from '../../../src/java/core/io/ByteArrayResource.js';
import { FileSystemResource } from '../../../src/java/core/io/FileSystemResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import { AbstractMessage, MessageType, SystemMessage, UserMessage } from '../../../src/chat/messages/index.js';

const MESSAGE_TYPE = AbstractMessage.MESSAGE_TYPE;
// Stands in for Java's ClassPathResource("prompt-system.txt"); test/resources holds our own text under that name.
const promptSystem = (): Resource =>
  new FileSystemResource(path.join(__dirname, '../../resources/prompt-system.txt'));

describe('SystemMessageTests', () => {
  test('systemMessageWithNullText', () => {
    expect(() => new SystemMessage(null as unknown as string)).toThrow(IllegalArgumentException);
  });

  test('systemMessageWithTextContent', () => {
    const text = 'Tell me, did you sail across the sun?';
    const message = new SystemMessage(text);
    expect(message.getText()).toBe(text);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
  });

  test('systemMessageWithNullResource', () => {
    expect(() => new SystemMessage(null as unknown as Resource)).toThrow(IllegalArgumentException);
  });

  test('systemMessageWithResource', () => {
    const message = new SystemMessage(promptSystem());
    expect(message.getText()).toBe('Answer briefly, and say so when you are not sure.');
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
  });

  test('systemMessageFromBuilderWithText', () => {
    const text = 'Tell me, did you sail across the sun?';
    const message = SystemMessage.builder()
      .text(text)
      .metadata(new Map([['key', 'value']]))
      .build();
    expect(message.getText()).toBe(text);
    expect(message.getMetadata().size).toBe(2);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
    expect(message.getMetadata().get('key')).toBe('value');
  });

  test('systemMessageFromBuilderWithResource', () => {
    const resource = promptSystem();
    const message = SystemMessage.builder()
      .text(resource)
      .metadata(new Map([['key', 'value']]))
      .build();
    expect(message.getText()).toBe('Answer briefly, and say so when you are not sure.');
    expect(message.getMetadata().size).toBe(2);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
    expect(message.getMetadata().get('key')).toBe('value');
  });

  test('systemMessageCopy', () => {
    const text1 = 'Tell me, did you sail across the sun?';
    const metadata1 = new Map<string, unknown>([['key', 'value']]);
    const systemMessage1 = SystemMessage.builder().text(text1).metadata(metadata1).build();

    const systemMessage2 = systemMessage1.copy();

    expect(systemMessage2.getText()).toBe(text1);
    expect(systemMessage2.getMetadata().size).toBe(2);
    expect(systemMessage2.getMetadata()).not.toBe(metadata1);
  });

  test('systemMessageMutate', () => {
    const text1 = 'Tell me, did you sail across the sun?';
    const metadata1 = new Map<string, unknown>([['key', 'value']]);
    const systemMessage1 = SystemMessage.builder().text(text1).metadata(metadata1).build();

    const systemMessage2 = systemMessage1.mutate().build();

    expect(systemMessage2.getText()).toBe(text1);
    expect(systemMessage2.getMetadata().size).toBe(2);
    expect(systemMessage2.getMetadata()).not.toBe(metadata1);

    const text3 = 'Farewell, Aragog!';
    const systemMessage3 = systemMessage2.mutate().text(text3).build();

    expect(systemMessage3.getText()).toBe(text3);
    expect(systemMessage3.getMetadata().size).toBe(2);
    expect(systemMessage3.getMetadata()).not.toBe(systemMessage2.getMetadata());
  });

  test('systemMessageWithEmptyText', () => {
    const message = new SystemMessage('');
    expect(message.getText()).toBe('');
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
  });

  test('systemMessageWithWhitespaceText', () => {
    const text = '   \t\n   ';
    const message = new SystemMessage(text);
    expect(message.getText()).toBe(text);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
  });

  test('systemMessageBuilderWithNullText', () => {
    expect(() => SystemMessage.builder().text(null as unknown as string).build()).toThrow(IllegalArgumentException);
  });

  test('systemMessageBuilderWithNullResource', () => {
    expect(() => SystemMessage.builder().text(null as unknown as Resource).build()).toThrow(IllegalArgumentException);
  });

  test('systemMessageBuilderWithEmptyMetadata', () => {
    const text = 'Test message';
    const message = SystemMessage.builder().text(text).metadata(new Map()).build();
    expect(message.getText()).toBe(text);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
  });

  test('systemMessageBuilderOverwriteMetadata', () => {
    const text = 'Test message';
    const message = SystemMessage.builder()
      .text(text)
      .metadata(new Map([['key1', 'value1']]))
      .metadata(new Map([['key2', 'value2']]))
      .build();

    expect(message.getMetadata().size).toBe(2);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
    expect(message.getMetadata().get('key2')).toBe('value2');
    expect(message.getMetadata().has('key1')).toBe(false);
  });

  test('systemMessageCopyPreservesImmutability', () => {
    const text = 'Original text';
    const originalMetadata = new Map<string, unknown>([['key', 'value']]);
    const original = SystemMessage.builder().text(text).metadata(originalMetadata).build();

    const copy = original.copy();

    expect(copy).not.toBe(original);
    expect(copy.getMetadata()).not.toBe(original.getMetadata());

    expect(copy.getText()).toBe(original.getText());
    expect(copy.getMetadata()).toEqual(original.getMetadata());
  });

  test('systemMessageMutateWithNewMetadata', () => {
    const originalText = 'Original text';
    const original = SystemMessage.builder()
      .text(originalText)
      .metadata(new Map([['key1', 'value1']]))
      .build();

    const mutated = original
      .mutate()
      .metadata(new Map([['key2', 'value2']]))
      .build();

    expect(mutated.getText()).toBe(originalText);
    expect(mutated.getMetadata().size).toBe(2);
    expect(mutated.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
    expect(mutated.getMetadata().get('key2')).toBe('value2');
    expect(mutated.getMetadata().has('key1')).toBe(false);
  });

  test('systemMessageMutateChaining', () => {
    const original = SystemMessage.builder()
      .text('Original')
      .metadata(new Map([['key1', 'value1']]))
      .build();

    const result = original
      .mutate()
      .text('Updated')
      .metadata(new Map([['key2', 'value2']]))
      .build();

    expect(result.getText()).toBe('Updated');
    expect(result.getMetadata().size).toBe(2);
    expect(result.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.SYSTEM);
    expect(result.getMetadata().get('key2')).toBe('value2');
  });

  test('systemMessageEqualsAndHashCode', () => {
    const text = 'Test message';
    const metadata = new Map<string, unknown>([['key', 'value']]);

    const message1 = SystemMessage.builder().text(text).metadata(metadata).build();
    const message2 = SystemMessage.builder().text(text).metadata(metadata).build();

    expect(message1.equals(message2)).toBe(true);
    expect(message1.hashCode()).toBe(message2.hashCode());
  });

  test('systemMessageNotEqualsWithDifferentText', () => {
    const message1 = new SystemMessage('Text 1');
    const message2 = new SystemMessage('Text 2');

    expect(message1.equals(message2)).toBe(false);
  });
});

describe('SystemMessage (spring-ai-ts additions)', () => {
  test('a system message never equals a user message with the same text', () => {
    expect(new SystemMessage('same').equals(new UserMessage('same'))).toBe(false);
    expect(new UserMessage('same').equals(new SystemMessage('same'))).toBe(false);
  });

  test('reads an in-memory resource', () => {
    expect(new SystemMessage(new ByteArrayResource('from bytes')).getText()).toBe('from bytes');
  });

  test('a resource that cannot be read fails with "Failed to read resource"', () => {
    const missing = new FileSystemResource(path.join(__dirname, 'does-not-exist.txt'));
    expect(() => new SystemMessage(missing)).toThrow('Failed to read resource');
  });

  test('toString has Spring\'s shape', () => {
    expect(new SystemMessage('be brief').toString()).toBe(
      "SystemMessage{textContent='be brief', messageType=SYSTEM, metadata={messageType=SYSTEM}}",
    );
  });
});
