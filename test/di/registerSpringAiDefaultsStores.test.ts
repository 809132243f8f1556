// spring-ai-ts: registerSpringAiDefaults takes the chat memory store (in memory by default, or a
// data source for JdbcChatMemoryRepository) and the window size.
import 'reflect-metadata';
import { container as rootContainer } from 'tsyringe';
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { ChatMemoryRepository } from '../../src/chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { DataSource } from '../../src/java/jdbc/DataSource.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/PGliteDataSource.js';

describe('registerSpringAiDefaults store choice (spring-ai-ts)', () => {
  test('without a data source, chat memory is in process memory', () => {
    const container = registerSpringAiDefaults(rootContainer.createChildContainer());
    expect(container.resolve(ChatMemoryRepository.TOKEN)).toBeInstanceOf(InMemoryChatMemoryRepository);
    expect(container.isRegistered(DataSource.TOKEN, false)).toBe(false);
  });

  test('with a data source, chat memory is a JdbcChatMemoryRepository that creates its table', async () => {
    const dataSource = new PGliteDataSource();
    try {
      const container = registerSpringAiDefaults(rootContainer.createChildContainer(), { dataSource, maxMessages: 2 });
      expect(container.resolve(DataSource.TOKEN)).toBe(dataSource);
      expect(container.resolve(ChatMemoryRepository.TOKEN)).toBeInstanceOf(JdbcChatMemoryRepository);
      const memory = container.resolve<ChatMemory>(ChatMemory.TOKEN);
      await memory.add('c', [new UserMessage('1'), new UserMessage('2'), new UserMessage('3')]);
      expect((await memory.get('c')).map((m) => m.getText())).toEqual(['2', '3']);
      expect((await dataSource.query('SELECT count(*)::int AS n FROM SPRING_AI_CHAT_MEMORY')).rows).toEqual([{ n: 2 }]);
    } finally {
      await dataSource.close();
    }
  }, 60_000);
});
