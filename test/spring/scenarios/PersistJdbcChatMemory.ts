import { ChatClient, ChatMemory, JdbcChatMemoryRepository, JdbcTemplate, MessageChatMemoryAdvisor, MessageWindowChatMemory } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { PgDataSource } from 'spring-ai-ts/pg';
import { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

const STARTED_BY_JAVA = 'PersistJdbcChatMemory-java';
const STARTED_BY_TS = 'PersistJdbcChatMemory-ts';
const QUESTIONS = ['Remember my code: "Zebra-42" — ünïcödé ✓\nand a second line.', 'What was my code?', 'Say it backwards, please.'];

/**
 * One JdbcChatMemoryRepository table in PostgreSQL shared by Spring AI and spring-ai-ts. Each side
 * starts a conversation (phase 1), continues the one the other side started (phase 2), then its
 * own again (phase 3): each records what it reads before and after its turn.
 */
export default scenario({
  needs: ['postgres'],
  phases: 3,
  script: [{ text: 'Noted: "Zebra-42".' }, { text: 'Your code was "Zebra-42".' }, { text: '24-arbeZ' }],
  async run(context) {
    const phase = Number.parseInt(context.property('phase')!, 10);
    const dataSource = new PgDataSource(context.property('postgresUrl')!);
    try {
      const chatMemoryRepository = JdbcChatMemoryRepository.builder()
        .jdbcTemplate(new JdbcTemplate(dataSource))
        .build();
      await chatMemoryRepository.initializeSchema();
      const chatMemory = MessageWindowChatMemory.builder()
        .chatMemoryRepository(chatMemoryRepository)
        .maxMessages(10)
        .build();

      const api = new MiniMaxApi(context.baseUrl, context.apiKey);
      const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
      const chatClient = ChatClient.builder(chatModel)
        .defaultSystem('You are a concise assistant.')
        .defaultAdvisors(MessageChatMemoryAdvisor.builder(chatMemory).build())
        .build();

      const conversationId = phase === 2 ? STARTED_BY_JAVA : STARTED_BY_TS;
      if (phase === 1) {
        await chatMemoryRepository.deleteByConversationId(conversationId);
      }
      const turn = new Map<string, unknown>();
      turn.set('before', Outcome.messages(await chatMemoryRepository.findByConversationId(conversationId)));
      const answer = await chatClient.prompt()
        .user(QUESTIONS[phase - 1]!)
        .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, conversationId))
        .call()
        .content();
      turn.set('answer', answer);
      turn.set('after', Outcome.messages(await chatMemoryRepository.findByConversationId(conversationId)));
      context.outcome.put('phase' + phase, turn);
    } finally {
      await dataSource.close();
    }
  },
});
