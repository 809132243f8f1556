/* Ported from Spring AI JdbcChatMemoryRepositoryDialect (v1.1.8). spring-ai-ts, Apache-2.0. */
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { DataSource } from '../../../../java/jdbc/DataSource.js';
import { PostgresChatMemoryRepositoryDialect } from './PostgresChatMemoryRepositoryDialect.js';

const logger = LoggerFactory.getLogger('spring-ai-ts.JdbcChatMemoryRepositoryDialect');

/** Products Spring AI has dialects for that this port does not ship (their servers cannot run in our tests). */
const UNPORTED_PRODUCTS = new Set(['MySQL', 'MariaDB', 'Microsoft SQL Server', 'HSQL Database Engine', 'SQLite', 'H2', 'Oracle']);

/**
 * The database-specific SQL of {@link JdbcChatMemoryRepository}. Statements use JDBC `?`
 * placeholders.
 *
 * @remarks
 * Only {@link PostgresChatMemoryRepositoryDialect} is ported: the two data sources of this port
 * (`pg` and PGlite) are PostgreSQL. Spring's MySQL/MariaDB, SQL Server, HSQLDB, SQLite, H2 and
 * Oracle dialects are not (no driver or server for them here); {@link JdbcChatMemoryRepositoryDialect.from}
 * falls back to PostgreSQL for them with a warning. `getLockConversationSql`,
 * `getAddWithinWindowSql` and `getInsertMessagesSql` are beyond Spring and optional: with the
 * lock, the repository serializes writers of one conversation across processes; with the other
 * two as well, a window update or a `saveAll` is one transaction sent in one round trip.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/repository/jdbc/JdbcChatMemoryRepositoryDialect.html
 * @category Advisors
 */
export interface JdbcChatMemoryRepositoryDialect {
  /** The SQL selecting `content, type` of a conversation's messages, in order. */
  getSelectMessagesSql(): string;
  /** The SQL inserting one message (`conversation_id, content, type, timestamp`). */
  getInsertMessageSql(): string;
  /** The SQL selecting the distinct conversation ids. */
  getSelectConversationIdsSql(): string;
  /** The SQL deleting the messages of a conversation. */
  getDeleteMessagesSql(): string;
  /**
   * Beyond Spring: SQL that, inside a transaction, waits for and takes a lock on one conversation
   * (bound to its id) until the transaction ends.
   */
  getLockConversationSql?(): string;
  /**
   * Beyond Spring: one statement that, after the conversation's lock, appends messages and applies
   * the message window (parameters as `PostgresChatMemoryRepositoryDialect` documents). Without
   * it, the repository reads, windows and rewrites the conversation inside the lock.
   */
  getAddWithinWindowSql?(): string;
  /**
   * Beyond Spring: one statement inserting a whole conversation from arrays (conversation id,
   * then `text[]` contents, `text[]` types, `timestamp[]` timestamps). Without it, `saveAll`
   * inserts the messages as a JDBC batch.
   */
  getInsertMessagesSql?(): string;
}

/**
 * The static members of {@link JdbcChatMemoryRepositoryDialect}.
 *
 * @category Advisors
 */
export const JdbcChatMemoryRepositoryDialect = {
  /**
   * The dialect for the data source's database product (PostgreSQL when it cannot be told, with a
   * warning, as in Spring).
   */
  from(dataSource: DataSource): JdbcChatMemoryRepositoryDialect {
    let productName: string | undefined;
    try {
      productName = dataSource.getDatabaseProductName();
    } catch (error) {
      logger.warn(
        'Due to failure in establishing JDBC connection or parsing metadata, the JDBC database vendor could not be determined',
        error,
      );
    }
    if (typeof productName !== 'string' || productName.trim() === '') {
      logger.warn('Database product name is null or empty, defaulting to Postgres dialect.');
      return new PostgresChatMemoryRepositoryDialect();
    }
    if (UNPORTED_PRODUCTS.has(productName)) {
      logger.warn(`No ${productName} dialect in spring-ai-ts, defaulting to Postgres dialect.`);
    }
    return new PostgresChatMemoryRepositoryDialect();
  },
} as const;
