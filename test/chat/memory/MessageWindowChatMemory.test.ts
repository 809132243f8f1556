/* Ported from Spring AI MessageWindowChatMemoryTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { randomUUID } from 'node:crypto';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { container } from 'tsyringe';
import { ChatMemory } from '../../../src/chat/memory/ChatMemory.js';
import { ChatMemoryRepository } from '../../../src/chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import { MessageWindowChatMemoryBuilder } from '../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../src/chat/messages/Message.js';
import { SystemMessage } from '../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../src/chat/messages/UserMessage.js';

const CONVERSATION_ID_MESSAGE = 'conversationId cannot be null or empty';

describe('MessageWindowChatMemoryTests', () => {
  const chatMemory = MessageWindowChatMemory.builder().build();

  test('zeroMaxMessagesNotAllowed', () => {
    expect(() => MessageWindowChatMemory.builder().maxMessages(0).build()).toThrow(IllegalArgumentException);
    expect(() => MessageWindowChatMemory.builder().maxMessages(0).build()).toThrow('maxMessages must be greater than 0');
  });

  test('negativeMaxMessagesNotAllowed', () => {
    expect(() => MessageWindowChatMemory.builder().maxMessages(-1).build()).toThrow(
      new IllegalArgumentException('maxMessages must be greater than 0'),
    );
    expect(() => MessageWindowChatMemory.builder().maxMessages(-1).build()).toThrow(IllegalArgumentException);
  });

  test('handleMultipleMessagesInConversation', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [new AssistantMessage('I, Robot'), new UserMessage('Hello')];

    await chatMemory.add(conversationId, messages);

    expect(await chatMemory.get(conversationId)).toEqual(expect.arrayContaining(messages));

    await chatMemory.clear(conversationId);

    expect(await chatMemory.get(conversationId)).toEqual([]);
  });

  test('handleSingleMessageInConversation', async () => {
    const conversationId = randomUUID();
    const message = new UserMessage('Hello');

    await chatMemory.add(conversationId, message);

    expect(await chatMemory.get(conversationId)).toContain(message);

    await chatMemory.clear(conversationId);

    expect(await chatMemory.get(conversationId)).toEqual([]);
  });

  test('nullConversationIdNotAllowed', async () => {
    const absent = undefined as unknown as string;
    await expect(chatMemory.add(absent, [new UserMessage('Hello')])).rejects.toThrow(IllegalArgumentException);
    await expect(chatMemory.add(absent, [new UserMessage('Hello')])).rejects.toThrow(CONVERSATION_ID_MESSAGE);
    await expect(chatMemory.add(absent, new UserMessage('Hello'))).rejects.toThrow(CONVERSATION_ID_MESSAGE);
    await expect(chatMemory.get(absent)).rejects.toThrow(new IllegalArgumentException(CONVERSATION_ID_MESSAGE));
    await expect(chatMemory.clear(absent)).rejects.toThrow(new IllegalArgumentException(CONVERSATION_ID_MESSAGE));
  });

  test('emptyConversationIdNotAllowed', async () => {
    await expect(chatMemory.add('', [new UserMessage('Hello')])).rejects.toThrow(CONVERSATION_ID_MESSAGE);
    await expect(chatMemory.add('', new UserMessage('Hello'))).rejects.toThrow(CONVERSATION_ID_MESSAGE);
    await expect(chatMemory.get('')).rejects.toThrow(new IllegalArgumentException(CONVERSATION_ID_MESSAGE));
    await expect(chatMemory.clear('')).rejects.toThrow(new IllegalArgumentException(CONVERSATION_ID_MESSAGE));
  });

  test('nullMessagesNotAllowed', async () => {
    await expect(chatMemory.add(randomUUID(), undefined as unknown as Message[])).rejects.toThrow(
      new IllegalArgumentException('messages cannot be null'),
    );
  });

  test('nullMessageNotAllowed', async () => {
    // JavaScript cannot tell `(Message) null` from `(List<Message>) null`: both get the list's message.
    const rejection = chatMemory.add(randomUUID(), undefined as unknown as Message);
    await expect(rejection).rejects.toThrow(IllegalArgumentException);
    await expect(chatMemory.add(randomUUID(), null as unknown as Message)).rejects.toThrow('cannot be null');
  });

  test('messagesWithNullElementsNotAllowed', async () => {
    const messagesWithNull = [null] as unknown as Message[];
    await expect(chatMemory.add(randomUUID(), messagesWithNull)).rejects.toThrow(
      new IllegalArgumentException('messages cannot contain null elements'),
    );
  });

  test('customMaxMessages', async () => {
    const conversationId = randomUUID();
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(2).build();
    const messages: Message[] = [
      new UserMessage('Message 1'),
      new AssistantMessage('Response 1'),
      new UserMessage('Message 2'),
      new AssistantMessage('Response 2'),
      new UserMessage('Message 3'),
    ];

    await customChatMemory.add(conversationId, messages);

    expect(await customChatMemory.get(conversationId)).toHaveLength(2);
  });

  test('noEvictionWhenMessagesWithinLimit', async () => {
    const limit = 3;
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(limit).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [new UserMessage('Hello'), new AssistantMessage('Hi there')]);
    await customChatMemory.add(conversationId, [new UserMessage('How are you?')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(limit);
    expect(result).toEqual([new UserMessage('Hello'), new AssistantMessage('Hi there'), new UserMessage('How are you?')]);
  });

  test('evictionWhenMessagesExceedLimit', async () => {
    const limit = 2;
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(limit).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [new UserMessage('Message 1'), new AssistantMessage('Response 1')]);
    await customChatMemory.add(conversationId, [new UserMessage('Message 2'), new AssistantMessage('Response 2')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(limit);
    expect(result).toEqual([new UserMessage('Message 2'), new AssistantMessage('Response 2')]);
  });

  test('systemMessageIsPreservedDuringEviction', async () => {
    const limit = 3;
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(limit).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [
      new SystemMessage('System instruction'),
      new UserMessage('Message 1'),
      new AssistantMessage('Response 1'),
    ]);
    await customChatMemory.add(conversationId, [new UserMessage('Message 2'), new AssistantMessage('Response 2')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(limit);
    expect(result).toEqual([
      new SystemMessage('System instruction'),
      new UserMessage('Message 2'),
      new AssistantMessage('Response 2'),
    ]);
  });

  test('multipleSystemMessagesArePreservedDuringEviction', async () => {
    const limit = 3;
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(limit).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [
      new SystemMessage('System instruction 1'),
      new SystemMessage('System instruction 2'),
      new UserMessage('Message 1'),
      new AssistantMessage('Response 1'),
    ]);
    await customChatMemory.add(conversationId, [new UserMessage('Message 2'), new AssistantMessage('Response 2')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(limit);
    expect(result).toEqual([
      new SystemMessage('System instruction 1'),
      new SystemMessage('System instruction 2'),
      new AssistantMessage('Response 2'),
    ]);
  });

  test('emptyMessageList', async () => {
    expect(await chatMemory.get(randomUUID())).toEqual([]);
  });

  test('oldSystemMessagesAreRemovedWhenNewOneAdded', async () => {
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(2).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [
      new SystemMessage('System instruction 1'),
      new SystemMessage('System instruction 2'),
    ]);
    await customChatMemory.add(conversationId, [new SystemMessage('System instruction 3')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(1);
    expect(result).toEqual([new SystemMessage('System instruction 3')]);
  });

  test('mixedMessagesWithLimitEqualToSystemMessageCount', async () => {
    const customChatMemory = MessageWindowChatMemory.builder().maxMessages(2).build();
    const conversationId = randomUUID();
    await customChatMemory.add(conversationId, [
      new SystemMessage('System instruction 1'),
      new SystemMessage('System instruction 2'),
    ]);
    await customChatMemory.add(conversationId, [new UserMessage('Message 1'), new AssistantMessage('Response 1')]);

    const result = await customChatMemory.get(conversationId);

    expect(result).toHaveLength(2);
    expect(result).toEqual([new SystemMessage('System instruction 1'), new SystemMessage('System instruction 2')]);
  });
});

describe('MessageWindowChatMemory (spring-ai-ts)', () => {
  test('a system message already stored is not new and keeps the stored ones', async () => {
    const memory = MessageWindowChatMemory.builder().build();
    await memory.add('c', [new SystemMessage('A'), new SystemMessage('B')]);
    await memory.add('c', [new SystemMessage('A'), new UserMessage('Hi')]);

    expect(await memory.get('c')).toEqual([
      new SystemMessage('A'),
      new SystemMessage('B'),
      new SystemMessage('A'),
      new UserMessage('Hi'),
    ]);
  });

  test('the window is a plain count cut: an answer may lose its question (1.1.8, no turn snapping)', async () => {
    const memory = MessageWindowChatMemory.builder().maxMessages(3).build();
    await memory.add('c', [new UserMessage('Q1'), new AssistantMessage('A1'), new UserMessage('Q2'), new AssistantMessage('A2')]);

    expect(await memory.get('c')).toEqual([new AssistantMessage('A1'), new UserMessage('Q2'), new AssistantMessage('A2')]);
  });

  test('the default window keeps 20 messages', async () => {
    const memory = MessageWindowChatMemory.builder().build();
    const messages = Array.from({ length: 25 }, (_, index) => new UserMessage(`m${index}`));
    await memory.add('c', messages);

    const stored = await memory.get('c');
    expect(stored).toHaveLength(20);
    expect(stored[0]?.getText()).toBe('m5');
  });

  test('reads and writes go through the given repository', async () => {
    const repository = new InMemoryChatMemoryRepository();
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).build();
    await memory.add('c', new UserMessage('Hello'));

    expect(await repository.findByConversationId('c')).toEqual([new UserMessage('Hello')]);
    await memory.clear('c');
    expect(await repository.findConversationIds()).toEqual([]);
  });

  test('a repository failure arrives as the rejection of add', async () => {
    const failure = new Error('disk full');
    const repository: ChatMemoryRepository = {
      findConversationIds: jest.fn(),
      findByConversationId: jest.fn().mockResolvedValue([]),
      saveAll: jest.fn().mockRejectedValue(failure),
      deleteByConversationId: jest.fn(),
    };
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).build();

    await expect(memory.add('c', new UserMessage('Hello'))).rejects.toBe(failure);
  });

  test('the builder is reachable as MessageWindowChatMemory.Builder', () => {
    expect(MessageWindowChatMemory.Builder).toBe(MessageWindowChatMemoryBuilder);
    expect(MessageWindowChatMemory.builder()).toBeInstanceOf(MessageWindowChatMemory.Builder);
  });
});

describe('Chat memory with tsyringe (spring-ai-ts)', () => {
  test('a memory and its repository resolve through ChatMemory.TOKEN and ChatMemoryRepository.TOKEN', async () => {
    const child = container.createChildContainer();
    child.register(ChatMemoryRepository.TOKEN, { useValue: new InMemoryChatMemoryRepository() });
    child.register(ChatMemory.TOKEN, {
      useFactory: (dependencies) =>
        MessageWindowChatMemory.builder()
          .chatMemoryRepository(dependencies.resolve<ChatMemoryRepository>(ChatMemoryRepository.TOKEN))
          .build(),
    });

    const chatMemory = child.resolve<ChatMemory>(ChatMemory.TOKEN);
    await chatMemory.add('c', new UserMessage('Hello'));

    const repository = child.resolve<ChatMemoryRepository>(ChatMemoryRepository.TOKEN);
    expect(await repository.findByConversationId('c')).toEqual([new UserMessage('Hello')]);
    expect(ChatMemory.isInstance(chatMemory)).toBe(true);
    expect(ChatMemoryRepository.isInstance(repository)).toBe(true);
    expect(ChatMemoryRepository.isInstance(chatMemory)).toBe(false);
  });
});
