// spring-ai-ts fault suite, cause 4 (done on main, checked here against the probe): 20
// concurrent turns of one conversation through MessageChatMemoryAdvisor keep all 40 messages, on
// every tool-loop path and in both modes, with the in-memory and the JDBC (PGlite) repository.
// The cross-process guarantee of the JDBC repository is tested in test/java/jdbc/multiprocess.
import { MessageChatMemoryAdvisor } from '../../src/chat/client/advisor/MessageChatMemoryAdvisor.js';
import type { ChatMemoryRepository } from '../../src/chat/memory/ChatMemoryRepository.js';
import { InMemoryChatMemoryRepository } from '../../src/chat/memory/InMemoryChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../src/chat/memory/MessageWindowChatMemory.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/PGliteDataSource.js';
import { ask, FaultFixture, MODES, PATHS } from './faultFixture.js';
import { guardEachTest } from './processGuards.js';

describe('concurrent turns of one conversation (fault suite, cause 4)', () => {
  guardEachTest();
  const fixture = new FaultFixture();
  let dataSource: PGliteDataSource;
  beforeAll(async () => {
    await fixture.start();
    dataSource = new PGliteDataSource();
    await dataSource.getPGlite();
  }, 60_000);
  afterAll(async () => {
    await fixture.stop();
    await dataSource.close();
  });
  beforeEach(() => fixture.reset());

  const repositories: Array<[string, () => ChatMemoryRepository]> = [
    ['in-memory', () => new InMemoryChatMemoryRepository()],
    ['jdbc', () => JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build()],
  ];

  describe.each(repositories)('%s repository', (_name, repository) => {
    describe.each(MODES)('%s', (mode) => {
      test.each(PATHS)('%s: 20 concurrent turns keep 40 messages', async (path) => {
        const conversationId = `concurrent-${_name}-${mode}-${path}`;
        const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository()).maxMessages(200).build();
        const client = fixture.client(path, fixture.model([]), [MessageChatMemoryAdvisor.builder(memory).build()]);
        await Promise.all(Array.from({ length: 20 }, (_unused, turn) => ask(mode, client.prompt(`turn ${turn}`), undefined, conversationId)));
        const messages = await memory.get(conversationId);
        expect(messages).toHaveLength(40);
        for (let turn = 0; turn < 20; turn++) expect(messages.some((m) => m.getText() === `turn ${turn}`)).toBe(true);
      }, 60_000);
    });
  });
});
