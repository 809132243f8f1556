// Ported from Spring AI JdbcChatMemoryRepositoryPostgresqlAutoConfigurationIT (v1.1.8): Spring's
// context runner over a Testcontainers PostgreSQL becomes registerSpringAiDefaults over an embedded
// PostgreSQL (PGlite); "the initializer bean exists" becomes "the table exists after first use".
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import { ChatMemory } from '../../src/chat/memory/ChatMemory.js';
import { ChatMemoryRepository } from '../../src/chat/memory/ChatMemoryRepository.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import type { Message } from '../../src/chat/messages/Message.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { Environment } from '../../src/di/config/Environment.js';
import { registerSpringAiDefaults } from '../../src/di/registerSpringAiDefaults.js';
import { JdbcTemplate } from '../../src/java/jdbc/JdbcTemplate.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/PGliteDataSource.js';

/** `contextRunner.withPropertyValues("spring.ai.chat.memory.repository.jdbc.initialize-schema=<mode>").run(…)`. */
async function run(mode: string, body: (context: DependencyContainer, dataSource: PGliteDataSource) => Promise<void>): Promise<void> {
  const dataSource = new PGliteDataSource();
  try {
    const context = registerSpringAiDefaults(rootContainer.createChildContainer(), {
      dataSource,
      environment: Environment.load({ path: [], env: {}, properties: { 'spring.ai.chat.memory.repository.jdbc.initialize-schema': mode } }),
    });
    await body(context, dataSource);
  } finally {
    await dataSource.close();
  }
}

async function tableExists(dataSource: PGliteDataSource): Promise<boolean> {
  const result = await dataSource.query("SELECT to_regclass('spring_ai_chat_memory') IS NOT NULL AS present");
  return (result.rows[0] as { present: boolean }).present;
}

const view = (messages: readonly Message[]) => messages.map((m) => [m.getMessageType().name(), m.getText()]);

describe('JdbcChatMemoryRepositoryPostgresqlAutoConfigurationIT', () => {
  test('jdbcChatMemoryScriptDatabaseInitializer_shouldBeLoaded', async () => {
    await run('always', async (context, dataSource) => {
      await context.resolve<JdbcChatMemoryRepository>(JdbcChatMemoryRepository.TOKEN).findConversationIds();
      expect(await tableExists(dataSource)).toBe(true);
    });
  }, 60_000);

  test('jdbcChatMemoryScriptDatabaseInitializer_shouldNotRunSchemaInit', async () => {
    await run('never', async (context, dataSource) => {
      await expect(context.resolve<JdbcChatMemoryRepository>(JdbcChatMemoryRepository.TOKEN).findConversationIds()).rejects.toThrow();
      expect(await tableExists(dataSource)).toBe(false);
    });
  }, 60_000);

  test('initializeSchemaEmbeddedDefault', async () => {
    await run('embedded', async (context, dataSource) => {
      await context.resolve<JdbcChatMemoryRepository>(JdbcChatMemoryRepository.TOKEN).findConversationIds();
      expect(await tableExists(dataSource)).toBe(true);
    });
  }, 60_000);

  test('useAutoConfiguredJdbcChatMemoryRepository', async () => {
    await run('always', async (context) => {
      const chatMemoryRepository = context.resolve<JdbcChatMemoryRepository>(JdbcChatMemoryRepository.TOKEN);
      const conversationId = randomUUID();
      const userMessage = new UserMessage('Message from the user');
      await chatMemoryRepository.saveAll(conversationId, [userMessage]);
      expect(view(await chatMemoryRepository.findByConversationId(conversationId))).toEqual(view([userMessage]));
      await chatMemoryRepository.deleteByConversationId(conversationId);
      expect(await chatMemoryRepository.findByConversationId(conversationId)).toEqual([]);
      const multipleMessages: Message[] = [new UserMessage('Message from the user 1'), new AssistantMessage('Message from the assistant 1')];
      await chatMemoryRepository.saveAll(conversationId, multipleMessages);
      expect(view(await chatMemoryRepository.findByConversationId(conversationId))).toEqual(view(multipleMessages));
    });
  }, 60_000);

  test('useAutoConfiguredChatMemoryWithJdbc', async () => {
    await run('always', async (context) => {
      expect(context.resolve(ChatMemory.TOKEN)).toBe(context.resolve(ChatMemory.TOKEN));
      expect(context.resolve(JdbcChatMemoryRepository.TOKEN)).toBeInstanceOf(JdbcChatMemoryRepository);
      // Beyond Spring's test: the template and the repository are beans of their own, and the
      // JDBC repository is also the ChatMemoryRepository.
      expect(context.resolve(JdbcTemplate.TOKEN)).toBeInstanceOf(JdbcTemplate);
      expect(context.resolve(ChatMemoryRepository.TOKEN)).toBe(context.resolve(JdbcChatMemoryRepository.TOKEN));
      const chatMemory = context.resolve<ChatMemory>(ChatMemory.TOKEN);
      const conversationId = randomUUID();
      const userMessage = new UserMessage('Message from the user');
      await chatMemory.add(conversationId, userMessage);
      expect(view(await chatMemory.get(conversationId))).toEqual(view([userMessage]));
      const assistantMessage = new AssistantMessage('Message from the assistant');
      await chatMemory.add(conversationId, [assistantMessage]);
      expect(view(await chatMemory.get(conversationId))).toEqual(view([userMessage, assistantMessage]));
      await chatMemory.clear(conversationId);
      expect(await chatMemory.get(conversationId)).toEqual([]);
      const multipleMessages: Message[] = [new UserMessage('Message from the user 1'), new AssistantMessage('Message from the assistant 1')];
      await chatMemory.add(conversationId, multipleMessages);
      expect(view(await chatMemory.get(conversationId))).toEqual(view(multipleMessages));
    });
  }, 60_000);
});
