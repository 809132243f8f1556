// spring-ai-ts fault suite, hardening II item 7: texts PostgreSQL cannot store. An error of a long
// statement names the statement (its start and length), never its whole text; a message with a
// NUL character or a lone UTF-16 surrogate is refused by the JDBC chat memory repository with
// IllegalArgumentException naming the message and the position (decided: reject, never store
// U+FFFD in its place); well-formed text, astral characters included, round-trips unchanged.
import { AssistantMessage } from '../../src/chat/messages/AssistantMessage.js';
import { UserMessage } from '../../src/chat/messages/UserMessage.js';
import { JdbcChatMemoryRepository } from '../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { MessageWindowChatMemory } from '../../src/chat/memory/MessageWindowChatMemory.js';
import { IllegalArgumentException } from '../../src/java/core/IllegalArgumentException.js';
import { DataAccessException, JdbcTemplate, UncategorizedSQLException } from '../../src/index.js';
import { PGliteDataSource } from '../../src/java/jdbc/pglite/index.js';
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

describe('message texts PostgreSQL cannot store (fault suite, hardening II item 7)', () => {
  guardEachTest();
  const dataSource = new PGliteDataSource();
  const jdbc = new JdbcTemplate(dataSource);
  const repository = JdbcChatMemoryRepository.builder().dataSource(dataSource).initializeSchema(true).build();
  afterAll(() => dataSource.close());

  test('the error of a 2 KB statement names the statement, not its text', async () => {
    await jdbc.execute('CREATE TABLE IF NOT EXISTS notes (id int, body text)');
    const columns = Array.from({ length: 120 }, (_, i) => `body AS alias_number_${i}`).join(', ');
    const sql = `INSERT INTO notes (id, body) SELECT 1, ? FROM (SELECT ${columns} FROM notes) AS wide LIMIT 1`;
    expect(sql.length).toBeGreaterThan(2_000);
    const error = await rejection(jdbc.update(`WITH x AS (SELECT ?::text AS t) ${sql.replace('SELECT 1, ?', 'SELECT 1, (SELECT t FROM x)')}`, 'a\u0000b'));
    expect(error).toBeInstanceOf(DataAccessException);
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).toMatch(/WITH x AS \(SELECT \?::text AS t\) INSERT INTO notes/);
    expect(error.message).toMatch(/\d+ characters/);
    expect(error.message).not.toContain('alias_number_100');
    expect((error as UncategorizedSQLException).getSql?.()).toContain('alias_number_100');
  });

  test('a NUL character in a message: IllegalArgumentException naming the message, not its text', async () => {
    const secret = 'my card number is 4111 1111 1111 1111';
    for (const write of [
      () => repository.saveAll('nul', [new UserMessage('fine'), new AssistantMessage(`${secret}\u0000`)]),
      () => MessageWindowChatMemory.builder().chatMemoryRepository(repository).build().add('nul', [new UserMessage(`x\u0000${secret}`)]),
    ]) {
      const error = await rejection(write());
      expect(error).toBeInstanceOf(IllegalArgumentException);
      expect(error.message).toMatch(/NUL character/);
      expect(error.message).not.toContain(secret);
      expect(error.message.length).toBeLessThan(300);
    }
    expect(await repository.findByConversationId('nul')).toEqual([]);
  });

  test('a lone UTF-16 surrogate is refused, not stored as U+FFFD; pairs round-trip', async () => {
    for (const text of ['broken \ud83d here', 'broken \ude00 here', 'end \ud83d']) {
      const error = await rejection(repository.saveAll('surrogates', [new UserMessage(text)]));
      expect(error).toBeInstanceOf(IllegalArgumentException);
      expect(error.message).toMatch(/lone UTF-16 surrogate at position \d+ of message 0 \(USER\)/);
    }
    const fine = 'emoji 😀, CJK 𠀋, combining é';
    await repository.saveAll('surrogates', [new UserMessage(fine)]);
    expect((await repository.findByConversationId('surrogates')).map((m) => m.getText())).toEqual([fine]);
  });
});
