/* spring-ai-ts, Apache-2.0. Writing a conversation's rows: replace them all, or apply an append-only change. */
import type { JdbcTemplate } from '../../../../../java/jdbc/JdbcTemplate.js';
import type { Message } from '../../../../messages/Message.js';
import type { JdbcChatMemoryRepositoryDialect } from '../JdbcChatMemoryRepositoryDialect.js';
import type { StoredRow } from './appendOnlyChange.js';

/** Deletes the dropped rows and inserts the appended messages after the last kept one. */
export async function applyChange(
  jdbcTemplate: JdbcTemplate,
  dialect: JdbcChatMemoryRepositoryDialect,
  conversationId: string,
  rows: StoredRow[],
  change: { removed: number[]; appended: Message[] },
): Promise<void> {
  if (change.removed.length > 0) {
    const placeholders = change.removed.map(() => '?').join(', ');
    await jdbcTemplate.update(
      `${dialect.getDeleteMessagesSql()} AND "timestamp" IN (${placeholders})`,
      conversationId,
      ...change.removed.map((index) => rows[index]!.timestamp),
    );
  }
  if (change.appended.length === 0) return;
  // Millisecond steps after the newest row (or from now): the order survives, and the times stay near the clock.
  const last = rows.length > 0 ? rows[rows.length - 1]!.timestamp.getTime() : 0;
  const first = Math.max(Date.now(), last + 1);
  await jdbcTemplate.batchUpdate(
    dialect.getInsertMessageSql(),
    change.appended.map((message, i) => [
      conversationId,
      message.getText() ?? '',
      message.getMessageType().name(),
      new Date(first + i),
    ]),
  );
}

/** Deletes the conversation's rows and inserts `messages`. */
export async function replace(jdbcTemplate: JdbcTemplate, dialect: JdbcChatMemoryRepositoryDialect, conversationId: string, messages: Message[]): Promise<void> {
  await jdbcTemplate.update(dialect.getDeleteMessagesSql(), conversationId);
  if (messages.length === 0) return;
  // Whole seconds from now, one per message: the timestamp orders the messages (as in Spring).
  const firstSecond = Math.floor(Date.now() / 1000);
  await jdbcTemplate.batchUpdate(
    dialect.getInsertMessageSql(),
    messages.map((m, i) => [conversationId, m.getText() ?? '', m.getMessageType().name(), new Date((firstSecond + i) * 1000)]),
  );
}
