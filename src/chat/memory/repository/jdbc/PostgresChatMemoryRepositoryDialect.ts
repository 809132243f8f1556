/* Ported from Spring AI PostgresChatMemoryRepositoryDialect (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ADD_WITHIN_WINDOW_POSTGRESQL, INSERT_ALL_POSTGRESQL } from './internal/windowSqlPostgresql.js';
import type { JdbcChatMemoryRepositoryDialect } from './JdbcChatMemoryRepositoryDialect.js';

/**
 * The PostgreSQL dialect of {@link JdbcChatMemoryRepository}, for `pg` and PGlite alike.
 *
 * @remarks
 * Spring's four statements, plus three beyond Spring. `getLockConversationSql`: a
 * transaction-scoped advisory lock keyed by a 64-bit hash of the conversation id, so two processes
 * writing one conversation take turns (two ids with the same hash only wait for each other; they
 * never see each other's messages). `getAddWithinWindowSql`: the message window as one statement
 * (append the new rows, delete the rows that fall out), run after the lock in the same
 * transaction; it must be a statement of its own, since a statement sees only rows committed
 * before it started, and the lock may be granted later. `getInsertMessagesSql`: a whole
 * conversation in one `INSERT … SELECT FROM unnest(…)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/repository/jdbc/PostgresChatMemoryRepositoryDialect.html
 * @category Advisors
 */
export class PostgresChatMemoryRepositoryDialect implements JdbcChatMemoryRepositoryDialect {
  /** Selects `content, type` of a conversation, ordered by `"timestamp"`. */
  getSelectMessagesSql(): string {
    return 'SELECT content, type FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ? ORDER BY "timestamp"';
  }

  /** Inserts one message. */
  getInsertMessageSql(): string {
    return 'INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp") VALUES (?, ?, ?, ?)';
  }

  /** Selects the distinct conversation ids. */
  getSelectConversationIdsSql(): string {
    return 'SELECT DISTINCT conversation_id FROM SPRING_AI_CHAT_MEMORY';
  }

  /** Deletes a conversation's messages. */
  getDeleteMessagesSql(): string {
    return 'DELETE FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ?';
  }

  /** Takes the conversation's advisory lock until the end of the transaction. */
  getLockConversationSql(): string {
    return 'SELECT pg_advisory_xact_lock(hashtextextended(?, 0))';
  }

  /**
   * Appends and trims in one statement. Parameters: conversation id, contents (`text[]`), types
   * (`text[]`), which new messages are system messages (`boolean[]`), which of those could equal
   * a stored system message of the same text (`boolean[]`), `maxMessages`, the clock (`timestamp`).
   */
  getAddWithinWindowSql(): string {
    return ADD_WITHIN_WINDOW_POSTGRESQL;
  }

  /** Inserts a whole conversation: conversation id, contents, types, timestamps (arrays). */
  getInsertMessagesSql(): string {
    return INSERT_ALL_POSTGRESQL;
  }
}
