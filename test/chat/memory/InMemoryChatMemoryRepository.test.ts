/* Ported from Spring AI InMemoryChatMemoryRepositoryTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { randomUUID } from 'node:crypto';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { InMemoryChatMemoryRepository } from '../../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';

describe('InMemoryChatMemoryRepositoryTests', () => {
  const chatMemoryRepository = new InMemoryChatMemoryRepository();

  test('findConversationIds', async () => {
    const conversationId1 = randomUUID();
    const conversationId2 = randomUUID();
    const repository = new InMemoryChatMemoryRepository();
    await repository.saveAll(conversationId1, [new UserMessage('Hello')]);
    await repository.saveAll(conversationId2, [new AssistantMessage('Hi there')]);

    expect((await repository.findConversationIds()).sort()).toEqual([conversationId1, conversationId2].sort());

    await repository.deleteByConversationId(conversationId1);
    expect(await repository.findConversationIds()).toEqual([conversationId2]);
  });

  test('saveMessagesAndFindMultipleMessagesInConversation', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [new AssistantMessage('I, Robot'), new UserMessage('Hello')];

    await chatMemoryRepository.saveAll(conversationId, messages);

    expect(await chatMemoryRepository.findByConversationId(conversationId)).toEqual(expect.arrayContaining(messages));

    await chatMemoryRepository.deleteByConversationId(conversationId);

    expect(await chatMemoryRepository.findByConversationId(conversationId)).toEqual([]);
  });

  test('saveMessagesAndFindSingleMessageInConversation', async () => {
    const conversationId = randomUUID();
    const message = new UserMessage('Hello');

    await chatMemoryRepository.saveAll(conversationId, [message]);

    expect(await chatMemoryRepository.findByConversationId(conversationId)).toContain(message);

    await chatMemoryRepository.deleteByConversationId(conversationId);

    expect(await chatMemoryRepository.findByConversationId(conversationId)).toEqual([]);
  });

  test('findNonExistingConversation', async () => {
    expect(await chatMemoryRepository.findByConversationId(randomUUID())).toEqual([]);
  });

  test('subsequentSaveOverwritesPreviousVersion', async () => {
    const conversationId = randomUUID();
    const firstMessages = [new UserMessage('Hello')];
    const secondMessages = [new AssistantMessage('Hi there')];

    await chatMemoryRepository.saveAll(conversationId, firstMessages);
    await chatMemoryRepository.saveAll(conversationId, secondMessages);

    expect(await chatMemoryRepository.findByConversationId(conversationId)).toEqual(secondMessages);
  });

  test('nullConversationIdNotAllowed', async () => {
    const absent = undefined as unknown as string;
    await expect(chatMemoryRepository.saveAll(absent, [new UserMessage('Hello')])).rejects.toThrow(IllegalArgumentException);
    await expect(chatMemoryRepository.saveAll(absent, [new UserMessage('Hello')])).rejects.toThrow(
      'conversationId cannot be null or empty',
    );
    await expect(chatMemoryRepository.findByConversationId(absent)).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null or empty'),
    );
    await expect(chatMemoryRepository.deleteByConversationId(absent)).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null or empty'),
    );
  });

  test('emptyConversationIdNotAllowed', async () => {
    await expect(chatMemoryRepository.saveAll('', [new UserMessage('Hello')])).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null or empty'),
    );
    await expect(chatMemoryRepository.findByConversationId('')).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null or empty'),
    );
    await expect(chatMemoryRepository.deleteByConversationId('')).rejects.toThrow(
      new IllegalArgumentException('conversationId cannot be null or empty'),
    );
  });

  test('nullMessagesNotAllowed', async () => {
    await expect(chatMemoryRepository.saveAll(randomUUID(), undefined as unknown as Message[])).rejects.toThrow(
      new IllegalArgumentException('messages cannot be null'),
    );
  });

  test('messagesWithNullElementsNotAllowed', async () => {
    const messagesWithNull = [null] as unknown as Message[];
    await expect(chatMemoryRepository.saveAll(randomUUID(), messagesWithNull)).rejects.toThrow(
      new IllegalArgumentException('messages cannot contain null elements'),
    );
  });
});

describe('InMemoryChatMemoryRepository (spring-ai-ts)', () => {
  test('changing a returned or a saved array does not change the stored conversation', async () => {
    const repository = new InMemoryChatMemoryRepository();
    const saved: Message[] = [new UserMessage('Hello')];
    await repository.saveAll('c', saved);
    saved.push(new AssistantMessage('added later'));
    const found = await repository.findByConversationId('c');
    found.push(new AssistantMessage('added to the copy'));

    expect(await repository.findByConversationId('c')).toEqual([new UserMessage('Hello')]);
  });

  test('checks arrive as rejections, never as synchronous throws', () => {
    const repository = new InMemoryChatMemoryRepository();
    let result: Promise<unknown> | undefined;
    expect(() => {
      result = repository.findByConversationId('');
    }).not.toThrow();
    return expect(result).rejects.toThrow(IllegalArgumentException);
  });
});
