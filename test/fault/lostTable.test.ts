// spring-ai-ts fault suite, hardening II item 3: a table lost after startup (dropped by an
// operator, or lost in a crash with the server's durable settings off). With schema
// initialization on, the JDBC chat memory repository and PgVectorStore re-create it once and
// retry the call; with it off, the error is a MissingTableException naming the table and the
// setting that creates it.
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite/vector';
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../src/chat/memory/MessageWindowChatMemory.js';
import { Document } from '../../src/document/Document.js';
import { BadSqlGrammarException, JdbcTemplate, MissingTableException } from '../../src/index.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
import { PgVectorStore } from '../../src/vectorstore/pgvector/PgVectorStore.js';
import { SearchRequest } from '../../src/vectorstore/SearchRequest.js';
import { WordEmbeddingModel } from '../vectorstore/support.js';
import { guardEachTest } from './processGuards.js';

jest.setTimeout(60_000);

async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );
}

describe('a lost table (fault suite, hardening II item 3)', () => {
  guardEachTest();
  const dataSource = new PGliteDataSource({ extensions: { vector, hstore, uuid_ossp } });
  const jdbc = new JdbcTemplate(dataSource);
  afterAll(() => dataSource.close());

  describe('JdbcChatMemoryRepository', () => {
    const drop = () => dataSource.execute('DROP TABLE IF EXISTS SPRING_AI_CHAT_MEMORY');
    beforeEach(drop);

    test('initializeSchema(true): every method re-creates a dropped table once and succeeds', async () => {
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
      const memory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).maxMessages(10).build();
      await repository.saveAll('c1', [new UserMessage('hello')]);
      const steps: [string, () => Promise<unknown>][] = [
        ['saveAll', () => repository.saveAll('c1', [new UserMessage('again')])],
        ['add (window)', () => memory.add('c1', [new AssistantMessage('answer')])],
        ['findByConversationId', () => repository.findByConversationId('c1')],
        ['findConversationIds', () => repository.findConversationIds()],
        ['updateByConversationId', () => repository.updateByConversationId('c1', (messages) => [...messages, new UserMessage('more')])],
        ['deleteByConversationId', () => repository.deleteByConversationId('c1')],
      ];
      for (const [name, step] of steps) {
        await drop();
        await expect(step().then(() => name)).resolves.toBe(name);
      }
      await drop();
      await memory.add('c2', [new UserMessage('after the crash')]);
      expect((await repository.findByConversationId('c2')).map((m) => m.getText())).toEqual(['after the crash']);
    });

    test('initializeSchema(false): MissingTableException names the table and the setting', async () => {
      const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).build();
      for (const call of [() => repository.findByConversationId('c1'), () => repository.saveAll('c1', [new UserMessage('x')])]) {
        const error = await rejection(call());
        expect(error).toBeInstanceOf(MissingTableException);
        expect(error).toBeInstanceOf(BadSqlGrammarException);
        expect((error as MissingTableException).getTable()).toBe('SPRING_AI_CHAT_MEMORY');
        expect((error as MissingTableException).getSQLState()).toBe('42P01');
        expect(error.message).toMatch(/^Table SPRING_AI_CHAT_MEMORY does not exist/);
        expect(error.message).toContain('JdbcChatMemoryRepository.builder().initializeSchema(true)');
      }
    });
  });

  describe('PgVectorStore', () => {
    const model = new WordEmbeddingModel(16);
    const docs = (...texts: string[]) => texts.map((text, i) => new Document(`00000000-0000-0000-0000-00000000000${i}`, text, {}));
    const search = (store: PgVectorStore) => store.similaritySearch(SearchRequest.builder().query('apple').topK(5).similarityThresholdAll().build());

    test('initializeSchema(true): add, search and delete re-create a dropped table once and succeed', async () => {
      const store = PgVectorStore.builder(jdbc, model).vectorTableName('lost_docs').dimensions(16).initializeSchema(true).build();
      await store.add(docs('apple pie', 'pear tart'));
      await dataSource.execute('DROP TABLE public.lost_docs');
      await store.add(docs('apple crumble'));
      expect((await search(store)).map((d) => d.getText())).toEqual(['apple crumble']);
      await dataSource.execute('DROP TABLE public.lost_docs');
      expect(await search(store)).toEqual([]);
      await dataSource.execute('DROP TABLE public.lost_docs');
      await store.delete(['00000000-0000-0000-0000-000000000000']);
      expect(await search(store)).toEqual([]);
    });

    test('initializeSchema(false): MissingTableException names the table and the setting', async () => {
      const store = PgVectorStore.builder(jdbc, model).vectorTableName('never_created').dimensions(16).build();
      const error = await rejection(search(store));
      expect(error).toBeInstanceOf(MissingTableException);
      expect(error.message).toMatch(/^Table public\.never_created does not exist/);
      expect(error.message).toContain('initializeSchema(true)');
    });
  });
});
