/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/chat-memory.md: each region is shown verbatim there. */
import 'reflect-metadata';
import { container } from 'tsyringe';
import {
  ChatClient,
  ChatMemory,
  JdbcChatMemoryRepository,
  MessageChatMemoryAdvisor,
  MessageWindowChatMemory,
  registerSpringAiDefaults,
  type ChatModel,
  type DataSource,
} from 'spring-ai-ts';
import { PgDataSource } from 'spring-ai-ts/pg';
import { PGliteDataSource } from 'spring-ai-ts/pglite';

export function dataSources(): DataSource[] {
  // #region data-sources
  const embedded = new PGliteDataSource({ dataDir: './data/memory' }); // npm i @electric-sql/pglite
  const server = new PgDataSource({ connectionString: process.env['DATABASE_URL']!, max: 10 }); // npm i pg
  // #endregion data-sources
  return [embedded, server];
}

export async function chatMemoryGuide(chatModel: ChatModel, dataSource: DataSource): Promise<void> {
  // #region advisor
  const chatMemory = MessageWindowChatMemory.builder().maxMessages(10).build();
  const chatClient = ChatClient.builder(chatModel)
    .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
    .build();

  const answer = await chatClient
    .prompt()
    .user('My name is Ada. What is mine?')
    .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'conversation-7'))
    .call()
    .content();
  // #endregion advisor
  console.log(answer);

  // #region jdbc
  const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
  const persistent = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(20).build();
  // #endregion jdbc
  console.log(persistent);

  // #region container
  registerSpringAiDefaults(container, { dataSource, maxMessages: 20 });
  const fromContainer = container.resolve<ChatMemory>(ChatMemory.TOKEN);
  // #endregion container
  console.log(fromContainer);
}
