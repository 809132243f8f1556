import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite/vector';
import * as path from 'node:path';
import { JdbcTemplate } from '../../src/java/jdbc/JdbcTemplate.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { MiniMaxApi, MiniMaxEmbeddingModel } from '../../src/model/minimax/index.js';
import { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { QA_QUESTION, run, script } from '../../examples/rag/rag.js';

jest.setTimeout(120_000);

describe('rag example (MIGRATION.md in PgVectorStore on PGlite, QuestionAnswerAdvisor and RetrievalAugmentationAdvisor)', () => {
  const simulator = new MiniMaxSimulator();
  const dataSource = new PGliteDataSource({ extensions: { vector, hstore, uuid_ossp } });
  beforeAll(() => simulator.start());
  afterAll(async () => {
    await simulator.stop();
    await dataSource.close();
  });

  test('retrieves chunks of the guide that match the question and sends them to the model', async () => {
    script(simulator);
    const embeddingModel = new MiniMaxEmbeddingModel(new MiniMaxApi(simulator.getBaseUrl(), 'simulator-key'));
    const result = await run(simulatorChatModel(simulator), embeddingModel, new JdbcTemplate(dataSource), path.resolve(__dirname, '../../docs/MIGRATION.md'));

    expect(result.chunks).toBeGreaterThan(20);
    expect(result.qaAnswer).toBe('Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER, that is -2147482648.');
    expect(result.qaDocuments).toHaveLength(3);
    expect(result.qaDocuments.some((d) => (d.getText() ?? '').includes('MessageChatMemoryAdvisor'))).toBe(true);
    expect(result.ragAnswer).toBe('QuestionAnswerAdvisor, RetrievalAugmentationAdvisor and VectorStoreChatMemoryAdvisor; call and stream both work.');

    const chats = simulator.requests().filter((r) => r.path !== '/v1/embeddings');
    const lastUser = (i: number) => JSON.stringify((chats[i]!.body as { messages: unknown[] }).messages.at(-1));
    expect(lastUser(0)).toContain(QA_QUESTION.replace('?', ''));
    expect(lastUser(0)).toContain('Context information is below');
    expect(lastUser(1)).toContain('Given the context information and no prior knowledge');
    expect(simulator.requests().some((r) => r.path === '/v1/embeddings')).toBe(true);
  });
});
