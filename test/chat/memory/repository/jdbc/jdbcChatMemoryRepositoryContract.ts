// The tests of Spring AI's AbstractJdbcChatMemoryRepositoryIT (v1.1.8), run by one file per
// backend (PGlite, PostgreSQL server), plus the issue's own checks (ids, order, concurrency).
import { randomUUID } from 'node:crypto';
import { JdbcChatMemoryRepository } from '../../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { JdbcChatMemoryRepositoryDialect } from '../../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepositoryDialect.js';
import { WindowedChatMemoryRepository } from '../../../../../src/chat/memory/atomic/WindowedChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../../../../src/chat/memory/MessageWindowChatMemory.js';
import { AssistantMessage } from '../../../../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../../../../src/chat/messages/Message.js';
import { MessageType } from '../../../../../src/chat/messages/MessageType.js';
import { SystemMessage } from '../../../../../src/chat/messages/SystemMessage.js';
import { UserMessage } from '../../../../../src/chat/messages/UserMessage.js';
import type { DataSource } from '../../../../../src/java/jdbc/DataSource.js';
import { DataSourceTransactionManager } from '../../../../../src/java/jdbc/DataSourceTransactionManager.js';
import { JdbcTemplate } from '../../../../../src/java/jdbc/JdbcTemplate.js';

/** Registers the Spring IT tests on the data source that `dataSource()` returns once `beforeAll` ran. */
export function abstractJdbcChatMemoryRepositoryIT(dataSource: () => DataSource): void {
  let chatMemoryRepository: JdbcChatMemoryRepository;
  let jdbcTemplate: JdbcTemplate;

  beforeAll(async () => {
    jdbcTemplate = new JdbcTemplate(dataSource());
    chatMemoryRepository = JdbcChatMemoryRepository.builder().dataSource(dataSource()).build();
    await chatMemoryRepository.initializeSchema();
  });

  const selectWithColumns = (): string =>
    JdbcChatMemoryRepositoryDialect.from(jdbcTemplate.getDataSource())
      .getSelectMessagesSql()
      .replace('content, type', 'conversation_id, content, type, timestamp');

  test.each([
    ['Message from assistant', 'ASSISTANT'],
    ['Message from user', 'USER'],
    ['Message from system', 'SYSTEM'],
  ])('saveMessagesSingleMessage(%s, %s)', async (content, type) => {
    const conversationId = randomUUID();
    const messageType = MessageType.valueOf(type);
    const text = `${content} - ${conversationId}`;
    const message =
      messageType === MessageType.ASSISTANT
        ? new AssistantMessage(text)
        : messageType === MessageType.USER
          ? new UserMessage(text)
          : new SystemMessage(text);

    await chatMemoryRepository.saveAll(conversationId, [message]);

    expect(await chatMemoryRepository.findConversationIds()).toContain(conversationId);
    const result = await jdbcTemplate.queryForMap(selectWithColumns(), conversationId);
    expect(result.size).toBe(4);
    expect(result.get('conversation_id')).toBe(conversationId);
    expect(result.get('content')).toBe(message.getText());
    expect(result.get('type')).toBe(messageType.name());
    expect(result.get('timestamp')).not.toBeNull();
  });

  test('saveMessagesMultipleMessages', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [
      new AssistantMessage(`Message from assistant - ${conversationId}`),
      new UserMessage(`Message from user - ${conversationId}`),
      new SystemMessage(`Message from system - ${conversationId}`),
    ];

    await chatMemoryRepository.saveAll(conversationId, messages);

    expect(await chatMemoryRepository.findConversationIds()).toContain(conversationId);
    const results = await jdbcTemplate.queryForList(selectWithColumns(), conversationId);
    expect(results).toHaveLength(messages.length);
    messages.forEach((message, i) => {
      const result = results[i]!;
      expect(result.get('conversation_id')).toBe(conversationId);
      expect(result.get('content')).toBe(message.getText());
      expect(result.get('type')).toBe(message.getMessageType().name());
      expect(result.get('timestamp')).not.toBeNull();
    });

    let count = (await chatMemoryRepository.findByConversationId(conversationId)).length;
    expect(count).toBe(messages.length);

    await chatMemoryRepository.saveAll(conversationId, [new UserMessage('Hello')]);

    count = (await chatMemoryRepository.findByConversationId(conversationId)).length;
    expect(count).toBe(1);
  });

  test('findMessagesByConversationId', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [
      new AssistantMessage(`Message from assistant 1 - ${conversationId}`),
      new AssistantMessage(`Message from assistant 2 - ${conversationId}`),
      new UserMessage(`Message from user - ${conversationId}`),
      new SystemMessage(`Message from system - ${conversationId}`),
    ];

    await chatMemoryRepository.saveAll(conversationId, messages);

    const results = await chatMemoryRepository.findByConversationId(conversationId);
    expect(results.length).toBe(messages.length);
    expect(results).toEqual(messages);
  });

  test('deleteMessagesByConversationId', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [
      new AssistantMessage(`Message from assistant - ${conversationId}`),
      new UserMessage(`Message from user - ${conversationId}`),
      new SystemMessage(`Message from system - ${conversationId}`),
    ];

    await chatMemoryRepository.saveAll(conversationId, messages);
    await chatMemoryRepository.deleteByConversationId(conversationId);

    const count = await jdbcTemplate.queryForObject<number>(
      'SELECT COUNT(*) FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ?',
      Number,
      conversationId,
    );
    expect(count).toBe(0);
  });

  test('testMessageOrder', async () => {
    const conversationId = randomUUID();
    const orderedMessages: Message[] = [
      new UserMessage('1-First message'),
      new AssistantMessage('2-Second message'),
      new UserMessage('3-Third message'),
      new SystemMessage('4-Fourth message'),
    ];
    await chatMemoryRepository.saveAll(conversationId, orderedMessages);

    const retrievedMessages = await chatMemoryRepository.findByConversationId(conversationId);
    expect(retrievedMessages).toHaveLength(4);
    expect(retrievedMessages.map((m) => m.getText())).toEqual([
      '1-First message',
      '2-Second message',
      '3-Third message',
      '4-Fourth message',
    ]);
  });

  test('testMessageOrderWithLargeBatch', async () => {
    const conversationId = randomUUID();
    const messages: Message[] = [];
    for (let i = 0; i < 50; i++) messages.push(new UserMessage(`Message ${i}`));

    await chatMemoryRepository.saveAll(conversationId, messages);

    const retrievedMessages = await chatMemoryRepository.findByConversationId(conversationId);
    expect(retrievedMessages).toHaveLength(50);
    for (let i = 0; i < 50; i++) expect(retrievedMessages[i]!.getText()).toBe(`Message ${i}`);
  });
}

/** Our own checks on top of Spring's, for the same backends. */
export function jdbcChatMemoryRepositoryExtras(dataSource: () => DataSource): void {
  let repository: JdbcChatMemoryRepository;

  beforeAll(async () => {
    repository = JdbcChatMemoryRepository.builder().dataSource(dataSource()).initializeSchema(true).build();
  });

  test('schema initialization is idempotent, also when run concurrently', async () => {
    await Promise.all([repository.initializeSchema(), repository.initializeSchema(), repository.initializeSchema()]);
    await repository.initializeSchema();
    const id = randomUUID();
    await repository.saveAll(id, [new UserMessage('still here')]);
    await repository.initializeSchema();
    expect((await repository.findByConversationId(id)).map((m) => m.getText())).toEqual(['still here']);
  });

  test.each([
    ['quotes', `it's "quoted" ''`],
    ['semicolon and SQL', `x'; DROP TABLE SPRING_AI_CHAT_MEMORY; --`],
    ['10 kB long', 'ä€𝄞'.repeat(1) + 'x'.repeat(10 * 1024)],
    ['random 10 kB (incompressible)', Array.from({ length: 10 * 1024 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('')],
    ['non-ASCII', 'разговор-会話-💬-ü'],
    ['question mark and placeholders', 'what? $1 ?? :id'],
  ])('conversation id with %s is stored and found exactly', async (_label, conversationId) => {
    const other = `${conversationId}-other`;
    await repository.saveAll(conversationId, [new UserMessage('mine'), new AssistantMessage(conversationId)]);
    await repository.saveAll(other, [new UserMessage('not mine')]);
    const found = await repository.findByConversationId(conversationId);
    expect(found.map((m) => m.getText())).toEqual(['mine', conversationId]);
    expect(await repository.findConversationIds()).toEqual(expect.arrayContaining([conversationId, other]));
    await repository.deleteByConversationId(conversationId);
    expect(await repository.findByConversationId(conversationId)).toEqual([]);
    expect((await repository.findByConversationId(other)).map((m) => m.getText())).toEqual(['not mine']);
  });

  test('a window update keeps unchanged rows in place: only dropped rows go, only new rows come', async () => {
    const id = randomUUID();
    const jdbc = new JdbcTemplate(dataSource());
    const versions = async (): Promise<Map<string, string>> =>
      new Map(
        await jdbc.query(
          'SELECT content, xmin::text AS version FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ?',
          (row) => [row['content'] as string, row['version'] as string] as const,
          id,
        ),
      );
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(3).build();
    await memory.add(id, [new SystemMessage('sys'), new UserMessage('1'), new UserMessage('2')]);
    const before = await versions();
    await memory.add(id, new UserMessage('3'));
    const after = await versions();
    expect((await memory.get(id)).map((m) => m.getText())).toEqual(['sys', '2', '3']);
    expect(after.get('sys')).toBe(before.get('sys'));
    expect(after.get('2')).toBe(before.get('2'));
    expect(after.has('1')).toBe(false);
    // A new system message replaces the old one; the rest stays in order.
    await memory.add(id, new SystemMessage('sys 2'));
    expect((await memory.get(id)).map((m) => m.getText())).toEqual(['2', '3', 'sys 2']);
    // Any other change (here a reversal) rewrites the conversation.
    await repository.updateByConversationId(id, (stored) => [...stored].reverse());
    expect((await memory.get(id)).map((m) => m.getText())).toEqual(['sys 2', '3', '2']);
  });

  test('saveAll with an empty list empties the conversation', async () => {
    const id = randomUUID();
    await repository.saveAll(id, [new UserMessage('a')]);
    await repository.saveAll(id, []);
    expect(await repository.findByConversationId(id)).toEqual([]);
  });

  test('argument checks reject with Spring messages', async () => {
    await expect(repository.findByConversationId('')).rejects.toThrow('conversationId cannot be null or empty');
    await expect(repository.saveAll('id', undefined as unknown as Message[])).rejects.toThrow('messages cannot be null');
    await expect(repository.saveAll('id', [undefined as unknown as Message])).rejects.toThrow(
      'messages cannot contain null elements',
    );
    await expect(repository.deleteByConversationId(' ')).rejects.toThrow('conversationId cannot be null or empty');
  });

  test('concurrent saveAll of one conversation never mixes two lists', async () => {
    const id = randomUUID();
    const lists = Array.from({ length: 8 }, (_, n) => Array.from({ length: 5 }, (_, i) => new UserMessage(`${n}-${i}`)));
    await Promise.all(lists.map((list) => repository.saveAll(id, list)));
    const texts = (await repository.findByConversationId(id)).map((m) => m.getText());
    expect(texts).toHaveLength(5);
    const n = texts[0]!.split('-')[0];
    expect(texts).toEqual([0, 1, 2, 3, 4].map((i) => `${n}-${i}`));
  });

  test('MessageWindowChatMemory: 20 concurrent turns of one conversation keep all 40 messages', async () => {
    const id = randomUUID();
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(100).build();
    await Promise.all(
      Array.from({ length: 20 }, (_, turn) =>
        memory.add(id, [new UserMessage(`q${turn}`), new AssistantMessage(`a${turn}`)]),
      ),
    );
    const texts = (await memory.get(id)).map((m) => m.getText());
    expect(texts).toHaveLength(40);
    // Each turn's two messages stay adjacent and in order.
    for (let i = 0; i < 40; i += 2) expect(texts[i + 1]).toBe(texts[i]!.replace('q', 'a'));
  });

  test('MessageWindowChatMemory: concurrent turns from two memories (two instances) lose nothing', async () => {
    const id = randomUUID();
    const other = JdbcChatMemoryRepository.builder().dataSource(dataSource()).build();
    const first = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(10).build();
    const second = MessageWindowChatMemory.builder().chatMemoryRepository(other).maxMessages(10).build();
    await Promise.all(
      Array.from({ length: 12 }, (_, turn) => (turn % 2 === 0 ? first : second).add(id, new UserMessage(`m${turn}`))),
    );
    const texts = (await first.get(id)).map((m) => m.getText());
    // The window keeps the 10 newest of 12 adds.
    expect(texts).toHaveLength(10);
    expect(new Set(texts).size).toBe(10);
  });

  test('addWithinWindow (one SQL statement) keeps exactly what the JavaScript window rule keeps', async () => {
    // A small deterministic generator: windows of 1 to 6, adds of 0 to 3 messages, repeated system
    // texts (equal to a stored one) and system messages with metadata (never equal to a stored one).
    let seed = 12345;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor(seed / 65536) % n; // the high bits: an LCG's low bits repeat quickly
    };
    const stored = (message: Message): Message => {
      const text = message.getText() ?? '';
      if (message instanceof SystemMessage) return new SystemMessage(text);
      return message instanceof AssistantMessage ? new AssistantMessage(text) : new UserMessage(text);
    };
    const describe = (messages: Message[]): string[] => messages.map((m) => `${m.getMessageType().name()}:${m.getText()}`);
    for (let trial = 0; trial < 12; trial++) {
      const id = randomUUID();
      const maxMessages = 1 + (trial % 6);
      let model: Message[] = [];
      for (let step = 0; step < 14; step++) {
        const added: Message[] = Array.from({ length: random(4) }, (_, i) => {
          const kind = random(10);
          if (kind < 4) return new UserMessage(`u${trial}-${step}-${i}`);
          if (kind < 7) return new AssistantMessage(`a${trial}-${step}-${i}`);
          if (kind < 9) return new SystemMessage(`system ${random(2)}`);
          return SystemMessage.builder().text(`system ${random(2)}`).metadata({ source: 'test' }).build();
        });
        await repository.addWithinWindow(id, added, maxMessages);
        model = WindowedChatMemoryRepository.applyWindow(model.map(stored), added, maxMessages);
        expect(describe(await repository.findByConversationId(id))).toEqual(describe(model));
      }
    }
  }, 60_000);

  test('addWithinWindow checks its arguments with the memory\'s messages', async () => {
    await expect(repository.addWithinWindow('', [], 3)).rejects.toThrow('conversationId cannot be null or empty');
    await expect(repository.addWithinWindow('id', undefined as unknown as Message[], 3)).rejects.toThrow('messages cannot be null');
    await expect(repository.addWithinWindow('id', [undefined as unknown as Message], 3)).rejects.toThrow('messages cannot contain null elements');
    await expect(repository.addWithinWindow('id', [], 0)).rejects.toThrow('maxMessages must be greater than 0');
  });

  test('addWithinWindow stores ids with quotes, ; and non-ASCII exactly (parameters only)', async () => {
    const id = `it's; DROP TABLE SPRING_AI_CHAT_MEMORY; -- ünï ${'x'.repeat(10_000)}`;
    await repository.addWithinWindow(id, [new UserMessage("q'; --"), new AssistantMessage('a')], 5);
    expect((await repository.findByConversationId(id)).map((m) => m.getText())).toEqual(["q'; --", 'a']);
    await repository.deleteByConversationId(id);
  });

  test('a transaction manager set on the builder keeps the statement-by-statement path (same results)', async () => {
    const id = randomUUID();
    const manager = new DataSourceTransactionManager(dataSource());
    const managed = JdbcChatMemoryRepository.builder().dataSource(dataSource()).transactionManager(manager).build();
    const memory = MessageWindowChatMemory.builder().chatMemoryRepository(managed).maxMessages(3).build();
    for (const text of ['1', '2', '3', '4']) await memory.add(id, new UserMessage(text));
    expect((await memory.get(id)).map((m) => m.getText())).toEqual(['2', '3', '4']);
    await managed.saveAll(id, [new UserMessage('only')]);
    expect((await memory.get(id)).map((m) => m.getText())).toEqual(['only']);
  });
}
