import * as path from 'node:path';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { FileSystemResource } from '../../../src/java/core/io/FileSystemResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import { MimeTypeUtils } from '../../../src/java/core/util/MimeTypeUtils.js';
import { Media } from '../../../src/content/index.js';
import { AbstractMessage, MessageType, UserMessage } from '../../../src/chat/messages/index.js';

const MESSAGE_TYPE = AbstractMessage.MESSAGE_TYPE;
// Stands in for Java's ClassPathResource("prompt-user.txt"); test/resources holds our own text under that name.
const promptUser = (): Resource => new FileSystemResource(path.join(__dirname, '../../resources/prompt-user.txt'));

describe('UserMessageTests', () => {
  test('userMessageWithNullText', () => {
    expect(() => new UserMessage(null as unknown as string)).toThrow(IllegalArgumentException);
    expect(() => new UserMessage(null as unknown as string)).toThrow(
      'Content must not be null for SYSTEM or USER messages',
    );
  });

  test('userMessageWithTextContent', () => {
    const text = 'Hello, world!';
    const message = new UserMessage(text);
    expect(message.getText()).toBe(text);
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageWithNullResource', () => {
    // A null Resource cannot be told from a null String at run time: the text check applies.
    expect(() => new UserMessage(null as unknown as Resource)).toThrow(IllegalArgumentException);
    expect(() => new UserMessage(null as unknown as Resource)).toThrow(
      'Content must not be null for SYSTEM or USER messages',
    );
  });

  test('userMessageWithResource', () => {
    const message = new UserMessage(promptUser());
    expect(message.getText()).toBe('Which ferry reaches the island first?');
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageFromBuilderWithText', () => {
    const text = 'Hello, world!';
    const message = UserMessage.builder()
      .text(text)
      .media(new Media(MimeTypeUtils.TEXT_PLAIN, promptUser()))
      .metadata(new Map([['key', 'value']]))
      .build();
    expect(message.getText()).toBe(text);
    expect(message.getMedia()).toHaveLength(1);
    expect(message.getMetadata().size).toBe(2);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
    expect(message.getMetadata().get('key')).toBe('value');
  });

  test('userMessageFromBuilderWithResource', () => {
    const message = UserMessage.builder().text(promptUser()).build();
    expect(message.getText()).toBe('Which ferry reaches the island first?');
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageCopy', () => {
    const text1 = 'Hello, world!';
    const media1 = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const metadata1 = new Map<string, unknown>([['key', 'value']]);
    const userMessage1 = UserMessage.builder().text(text1).media(media1).metadata(metadata1).build();

    const userMessage2 = userMessage1.copy();

    expect(userMessage2.getText()).toBe(text1);
    expect(userMessage2.getMedia()).toHaveLength(1);
    expect(userMessage2.getMedia()).not.toBe(userMessage1.getMedia());
    expect(userMessage2.getMetadata().size).toBe(2);
    expect(userMessage2.getMetadata()).not.toBe(metadata1);
  });

  test('userMessageMutate', () => {
    const text1 = 'Hello, world!';
    const media1 = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const metadata1 = new Map<string, unknown>([['key', 'value']]);
    const userMessage1 = UserMessage.builder().text(text1).media(media1).metadata(metadata1).build();

    const userMessage2 = userMessage1.mutate().build();

    expect(userMessage2.getText()).toBe(text1);
    expect(userMessage2.getMedia()).toHaveLength(1);
    expect(userMessage2.getMetadata().size).toBe(2);
    expect(userMessage2.getMetadata()).not.toBe(metadata1);

    const text3 = 'Farewell, Aragog!';
    const userMessage3 = userMessage2.mutate().text(text3).build();

    expect(userMessage3.getText()).toBe(text3);
    expect(userMessage3.getMedia()).toHaveLength(1);
    expect(userMessage3.getMetadata().size).toBe(2);
    expect(userMessage3.getMetadata()).not.toBe(metadata1);
  });

  test('userMessageWithEmptyText', () => {
    const message = new UserMessage('');
    expect(message.getText()).toBe('');
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageWithWhitespaceText', () => {
    const text = '   \t\n   ';
    const message = new UserMessage(text);
    expect(message.getText()).toBe(text);
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageBuilderWithNullText', () => {
    expect(() => UserMessage.builder().text(null as unknown as string).build()).toThrow(IllegalArgumentException);
    expect(() => UserMessage.builder().text(null as unknown as string).build()).toThrow(
      'Content must not be null for SYSTEM or USER messages',
    );
  });

  test('userMessageBuilderWithEmptyMediaList', () => {
    const text = 'No media attached';
    const message = UserMessage.builder().text(text).build();

    expect(message.getText()).toBe(text);
    expect(message.getMedia()).toHaveLength(0);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageBuilderWithEmptyMetadata', () => {
    const text = 'Test message';
    const message = UserMessage.builder().text(text).metadata(new Map()).build();

    expect(message.getText()).toBe(text);
    expect(message.getMetadata().size).toBe(1);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
  });

  test('userMessageBuilderOverwriteMetadata', () => {
    const text = 'Test message';
    const message = UserMessage.builder()
      .text(text)
      .metadata(new Map([['key1', 'value1']]))
      .metadata(new Map([['key2', 'value2']]))
      .build();

    expect(message.getMetadata().size).toBe(2);
    expect(message.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
    expect(message.getMetadata().get('key2')).toBe('value2');
    expect(message.getMetadata().has('key1')).toBe(false);
  });

  test('userMessageCopyWithNoMedia', () => {
    const text = 'Simple message';
    const metadata = new Map<string, unknown>([['key', 'value']]);
    const original = UserMessage.builder().text(text).metadata(metadata).build();

    const copy = original.copy();

    expect(copy).not.toBe(original);
    expect(copy.getText()).toBe(text);
    expect(copy.getMedia()).toHaveLength(0);
    expect(copy.getMetadata()).not.toBe(original.getMetadata());
    expect(copy.getMetadata()).toEqual(original.getMetadata());
  });

  test('userMessageMutateAddMedia', () => {
    const text = 'Original message';
    const original = UserMessage.builder().text(text).build();

    const newMedia = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const mutated = original.mutate().media(newMedia).build();

    expect(original.getMedia()).toHaveLength(0);
    expect(mutated.getMedia()).toHaveLength(1);
    expect(mutated.getMedia()).toContain(newMedia);
    expect(mutated.getText()).toBe(text);
  });

  test('userMessageMutateChaining', () => {
    const original = UserMessage.builder().text('Original').build();

    const media = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const result = original
      .mutate()
      .text('Updated')
      .media(media)
      .metadata(new Map([['key', 'value']]))
      .build();

    expect(result.getText()).toBe('Updated');
    expect(result.getMedia()).toHaveLength(1);
    expect(result.getMedia()).toContain(media);
    expect(result.getMetadata().size).toBe(2);
    expect(result.getMetadata().get(MESSAGE_TYPE)).toBe(MessageType.USER);
    expect(result.getMetadata().get('key')).toBe('value');
  });

  test('userMessageEqualsAndHashCode', () => {
    const text = 'Test message';
    const media = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const metadata = new Map<string, unknown>([['key', 'value']]);

    const message1 = UserMessage.builder().text(text).media(media).metadata(metadata).build();
    const message2 = UserMessage.builder().text(text).media(media).metadata(metadata).build();

    expect(message1.equals(message2)).toBe(true);
    expect(message1.hashCode()).toBe(message2.hashCode());
  });

  test('userMessageNotEqualsWithDifferentText', () => {
    const message1 = new UserMessage('Text 1');
    const message2 = new UserMessage('Text 2');

    expect(message1.equals(message2)).toBe(false);
  });

  test('userMessageToString', () => {
    const text = 'Test message';
    const message = new UserMessage(text);

    const toString = message.toString();
    expect(toString).toContain('UserMessage');
    expect(toString).toContain(text);
    expect(toString).toContain('USER');
  });

  test('userMessageToStringWithMedia', () => {
    const text = 'Test with media';
    const media = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const message = UserMessage.builder().text(text).media(media).build();

    const toString = message.toString();
    expect(toString).toContain('UserMessage');
    expect(toString).toContain(text);
    expect(toString).toContain('media');
  });
});

describe('UserMessage (spring-ai-ts additions)', () => {
  test('metadata given as a plain object is copied into a Map', () => {
    const message = UserMessage.builder().text('hi').metadata({ key: 'value' }).build();
    expect(message.getMetadata()).toBeInstanceOf(Map);
    expect(message.getMetadata().get('key')).toBe('value');
  });

  test('media given as an array or as separate arguments is the same', () => {
    const media1 = new Media(MimeTypeUtils.TEXT_PLAIN, promptUser());
    const media2 = new Media(MimeTypeUtils.IMAGE_PNG, new URL('https://example.com/a.png'));
    expect(UserMessage.builder().text('a').media([media1, media2]).build().getMedia()).toEqual([media1, media2]);
    expect(UserMessage.builder().text('a').media(media1, media2).build().getMedia()).toEqual([media1, media2]);
  });

  test('a null media list or a null media element is rejected', () => {
    expect(() => UserMessage.builder().text('a').media(undefined).build()).toThrow(
      new IllegalArgumentException('media cannot be null'),
    );
    expect(() =>
      UserMessage.builder()
        .text('a')
        .media([undefined as unknown as Media])
        .build(),
    ).toThrow(new IllegalArgumentException('media cannot have null elements'));
  });

  test('text and resource together are rejected', () => {
    expect(() => UserMessage.builder().text('a').text(promptUser()).build()).toThrow(
      new IllegalArgumentException('textContent and resource cannot be set at the same time'),
    );
  });

  test('is reachable as UserMessage.Builder', () => {
    const builder: UserMessage.Builder = new UserMessage.Builder();
    expect(builder.text('x').build().getText()).toBe('x');
  });
});
