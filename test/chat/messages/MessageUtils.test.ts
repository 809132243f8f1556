import * as path from 'node:path';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { FileSystemResource } from '../../../src/java/core/io/FileSystemResource.js';
import type { Resource } from '../../../src/java/core/io/Resource.js';
import { MessageUtils } from '../../../src/chat/messages/MessageUtils.js';

// Stands in for Java's ClassPathResource("prompt-user.txt"); test/resources holds our own text under that name.
const promptUser = (): Resource => new FileSystemResource(path.join(__dirname, '../../resources/prompt-user.txt'));

describe('MessageUtilsTests', () => {
  test('readResource', () => {
    const content = MessageUtils.readResource(promptUser());
    expect(content).toBe('Which ferry reaches the island first?');
  });

  test('readResourceWhenNull', () => {
    expect(() => MessageUtils.readResource(null as unknown as Resource)).toThrow(IllegalArgumentException);
    expect(() => MessageUtils.readResource(null as unknown as Resource)).toThrow('resource cannot be null');
  });

  test('readResourceWithCharset', () => {
    // StandardCharsets.UTF_8 is the WHATWG label 'utf-8'.
    const content = MessageUtils.readResource(promptUser(), 'utf-8');
    expect(content).toBe('Which ferry reaches the island first?');
  });

  test('readResourceWithCharsetWhenNull', () => {
    expect(() => MessageUtils.readResource(promptUser(), null as unknown as string)).toThrow(IllegalArgumentException);
    expect(() => MessageUtils.readResource(promptUser(), null as unknown as string)).toThrow('charset cannot be null');
  });

  test('readResourceWithCharsetWhenResourceNull', () => {
    expect(() => MessageUtils.readResource(null as unknown as Resource, 'utf-8')).toThrow(IllegalArgumentException);
    expect(() => MessageUtils.readResource(null as unknown as Resource, 'utf-8')).toThrow('resource cannot be null');
  });
});
