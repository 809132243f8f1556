/* Ported from Spring AI JdbcChatMemoryRepository (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { IllegalArgumentException } from '../../../../java/core/IllegalArgumentException.js';
import type { DataSource } from '../../../../java/jdbc/DataSource.js';
import { DataSourceTransactionManager } from '../../../../java/jdbc/DataSourceTransactionManager.js';
import { JdbcTemplate } from '../../../../java/jdbc/JdbcTemplate.js';
import type { PlatformTransactionManager } from '../../../../java/jdbc/PlatformTransactionManager.js';
import { TransactionTemplate } from '../../../../java/jdbc/TransactionTemplate.js';
import { recoverMissingTable } from '../../../../java/jdbc/recoverMissingTable.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { Message } from '../../../messages/Message.js';
import type { AtomicChatMemoryRepository } from '../../atomic/AtomicChatMemoryRepository.js';
import { WindowedChatMemoryRepository } from '../../atomic/WindowedChatMemoryRepository.js';
import { SCHEMA_LOCK_SQL, SCHEMA_POSTGRESQL } from './internal/schemaPostgresql.js';
import { appendOnlyChange, distinctTimestamps, rowWithTimestamp } from './internal/appendOnlyChange.js';
import { applyChange, replace } from './internal/rewriteConversation.js';
import { checkStorableText } from './internal/checkStorableText.js';
import { replaceStatements, windowStatements } from './internal/batchStatements.js';
import { toMessage } from './internal/toMessage.js';
import { JdbcChatMemoryRepositoryDialect } from './JdbcChatMemoryRepositoryDialect.js';

const logger = LoggerFactory.getLogger('spring-ai-ts.JdbcChatMemoryRepository');

/**
 * A {@link ChatMemoryRepository} in a SQL database, table `SPRING_AI_CHAT_MEMORY`: one row per
 * message, in order. `saveAll` replaces a conversation in one transaction.
 *
 * @example
 * ```ts
 * import { PGliteDataSource } from 'spring-ai-ts/pglite';
 * const repository = JdbcChatMemoryRepository.builder()
 *   .dataSource(new PGliteDataSource({ dataDir: './data/memory' }))
 *   .initializeSchema(true)
 *   .build();
 * const chatMemory = MessageWindowChatMemory.builder().chatMemoryRepository(repository).build();
 * ```
 *
 * @remarks
 * Every method returns a `Promise`; each takes the caller's `AbortSignal` from
 * `AbortSignalContext` (an aborted call rejects with `AbortedException` and writes nothing). Beyond Spring:
 * - it is a {@link WindowedChatMemoryRepository}: {@link MessageWindowChatMemory} hands it each
 *   `add`, and `addWithinWindow` appends and trims in one transaction holding the conversation's
 *   lock (the dialect's `getLockConversationSql`, a PostgreSQL advisory lock), so no message is
 *   lost when several processes write one conversation at once: one round trip and one commit
 *   per `add`, and reads take no lock and open no transaction; Spring applications sharing the
 *   table read the same rows (how and why: the migration guide,
 *   [Many instances, one conversation](../../../../../docs/migration/persistence.md#many-instances-one-conversation));
 * - `saveAll` takes the same lock and replaces the conversation in one transaction, also in one
 *   round trip (Spring's semantics: afterwards the conversation is exactly `messages`), unless
 *   a transaction manager was set on the builder (then it runs as a callback in that manager's
 *   transaction, statement by statement);
 * - it is also an {@link AtomicChatMemoryRepository}: `updateByConversationId` reads, changes and
 *   rewrites a conversation in one transaction holding the lock, for other read-modify-writes;
 * - `initializeSchema(true)` on the builder creates the table on first use (Spring Boot's schema
 *   initializer does this in Spring); `conversation_id` is `TEXT` there, where Spring's script
 *   has `VARCHAR(36)`, so ids of any length work;
 * - the transaction manager is a {@link PlatformTransactionManager} of this port (callback shaped).
 *
 * As in Spring, a tool response message is stored without its content, and messages come back
 * without their metadata. A text PostgreSQL cannot hold (a NUL character, a lone UTF-16
 * surrogate) is refused with `IllegalArgumentException` before anything is written.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/repository/jdbc/JdbcChatMemoryRepository.html
 * @category Advisors
 */
export class JdbcChatMemoryRepository implements AtomicChatMemoryRepository, WindowedChatMemoryRepository {
  /**
   * The tsyringe token of the JDBC repository itself (`@inject(JdbcChatMemoryRepository.TOKEN)`,
   * Java's `@Autowired JdbcChatMemoryRepository`); `registerSpringAiDefaults` registers the
   * repository it builds over a data source under this token and under `ChatMemoryRepository.TOKEN`.
   */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.JdbcChatMemoryRepository');

  /** Java's nested `JdbcChatMemoryRepository.Builder`. */
  static get Builder(): typeof JdbcChatMemoryRepositoryBuilder {
    return JdbcChatMemoryRepositoryBuilder;
  }

  private readonly jdbcTemplate: JdbcTemplate;

  private readonly transactionTemplate: TransactionTemplate;

  private readonly dialect: JdbcChatMemoryRepositoryDialect;

  private readonly schemaInitialization: boolean;

  /** Whether the default transaction manager runs the transactions (then short ones may go as one batch). */
  private readonly defaultTransactions: boolean;

  private schemaReady: Promise<void> | undefined;

  private constructor(
    jdbcTemplate: JdbcTemplate,
    dialect: JdbcChatMemoryRepositoryDialect,
    txManager: PlatformTransactionManager | undefined,
    initializeSchema: boolean,
  ) {
    Assert.notNull(jdbcTemplate, 'jdbcTemplate cannot be null');
    Assert.notNull(dialect, 'dialect cannot be null');
    this.jdbcTemplate = jdbcTemplate;
    this.dialect = dialect;
    this.transactionTemplate = new TransactionTemplate(
      txManager ?? new DataSourceTransactionManager(jdbcTemplate.getDataSource()),
    );
    this.schemaInitialization = initializeSchema;
    this.defaultTransactions = txManager === undefined;
  }

  /** A builder; a data source (or a `JdbcTemplate`) is required. */
  static builder(): JdbcChatMemoryRepositoryBuilder {
    return new JdbcChatMemoryRepositoryBuilder();
  }

  /** The distinct conversation ids. */
  async findConversationIds(): Promise<string[]> {
    return this.withTable(() => this.jdbcTemplate.queryForList<string>(this.dialect.getSelectConversationIdsSql(), String));
  }

  /**
   * The messages of the conversation, in order.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async findByConversationId(conversationId: string): Promise<Message[]> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    return this.withTable(() => this.jdbcTemplate.query(this.dialect.getSelectMessagesSql(), toMessage, conversationId));
  }

  /**
   * Replaces the messages of the conversation, in one transaction.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`,
   *   `"messages cannot be null"`, `"messages cannot contain null elements"`
   */
  async saveAll(conversationId: string, messages: Message[]): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    Assert.notNull(messages, 'messages cannot be null');
    Assert.noNullElements(messages, 'messages cannot contain null elements');
    checkStorableText(messages);
    const lockSql = this.dialect.getLockConversationSql?.();
    const insertAllSql = this.dialect.getInsertMessagesSql?.();
    if (this.defaultTransactions && lockSql !== undefined && insertAllSql !== undefined) {
      // Lock, delete and insert as one transaction in one round trip.
      const sql = { lock: lockSql, delete: this.dialect.getDeleteMessagesSql(), insertAll: insertAllSql };
      await this.withTable(() => this.jdbcTemplate.transactionalBatch(replaceStatements(sql, conversationId, messages)));
      return;
    }
    await this.withTable(() =>
      this.transactionTemplate.executeWithoutResult(async () => {
        await this.lockConversation(conversationId);
        await replace(this.jdbcTemplate, this.dialect, conversationId, messages);
      }),
    );
  }

  /**
   * Beyond Spring: appends `messages` and applies {@link MessageWindowChatMemory}'s window of
   * `maxMessages`, holding the conversation's lock. With the PostgreSQL dialect this is one
   * transaction of two statements (the lock, then one statement that appends and trims), sent in
   * one round trip; no message is read into the process.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`,
   *   `"messages cannot be null"`, `"messages cannot contain null elements"`,
   *   `"maxMessages must be greater than 0"`
   */
  async addWithinWindow(conversationId: string, messages: Message[], maxMessages: number): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    Assert.notNull(messages, 'messages cannot be null');
    Assert.noNullElements(messages, 'messages cannot contain null elements');
    checkStorableText(messages);
    Assert.isTrue(maxMessages > 0, 'maxMessages must be greater than 0');
    const lockSql = this.dialect.getLockConversationSql?.();
    const windowSql = this.dialect.getAddWithinWindowSql?.();
    if (!this.defaultTransactions || lockSql === undefined || windowSql === undefined) {
      await this.updateByConversationId(conversationId, (stored) =>
        WindowedChatMemoryRepository.applyWindow(stored, messages, maxMessages),
      );
      return;
    }
    await this.withTable(() =>
      this.jdbcTemplate.transactionalBatch(windowStatements({ lock: lockSql, window: windowSql }, conversationId, messages, maxMessages)),
    );
  }

  /**
   * Beyond Spring: reads the conversation, applies `update` and stores its result, in one
   * transaction holding the conversation's lock; resolves with the stored messages.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async updateByConversationId(
    conversationId: string,
    update: (messages: Message[]) => Message[] | Promise<Message[]>,
  ): Promise<Message[]> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    Assert.notNull(update, 'update cannot be null');
    return this.withTable(() =>
      this.transactionTemplate.execute(async () => {
        await this.lockConversation(conversationId);
        const rows = await this.jdbcTemplate.query(this.selectWithTimestampSql(), rowWithTimestamp, conversationId);
        const stored = rows.map((row) => row.message);
        const next = await update([...stored]);
        Assert.notNull(next, 'messages cannot be null');
        Assert.noNullElements(next, 'messages cannot contain null elements');
        checkStorableText(next);
        const change = distinctTimestamps(rows) ? appendOnlyChange(stored, next) : undefined;
        if (change === undefined) {
          await replace(this.jdbcTemplate, this.dialect, conversationId, next);
        } else {
          await applyChange(this.jdbcTemplate, this.dialect, conversationId, rows, change);
        }
        return next;
      }),
    );
  }

  /**
   * Forgets the conversation.
   * @throws IllegalArgumentException (as a rejection) `"conversationId cannot be null or empty"`
   */
  async deleteByConversationId(conversationId: string): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    await this.withTable(() => this.jdbcTemplate.update(this.dialect.getDeleteMessagesSql(), conversationId));
  }

  /**
   * Beyond Spring: creates the `SPRING_AI_CHAT_MEMORY` table and its index when missing
   * (PostgreSQL). Safe to run again and from several processes at once.
   */
  async initializeSchema(): Promise<void> {
    await this.transactionTemplate.executeWithoutResult(async () => {
      await this.jdbcTemplate.queryForList(SCHEMA_LOCK_SQL);
      await this.jdbcTemplate.execute(SCHEMA_POSTGRESQL);
    });
  }

  /**
   * Runs `work` once the schema is initialized (when on); a missing table re-runs the
   * initialization once and retries (when on), or rejects with MissingTableException naming the
   * setting (when off).
   */
  private async withTable<T>(work: () => Promise<T>): Promise<T> {
    if (this.schemaInitialization) {
      // A failed initialization is forgotten, so the next call tries again.
      this.schemaReady ??= this.initializeSchema().catch((error: unknown) => {
        this.schemaReady = undefined;
        throw error;
      });
      await this.schemaReady;
    }
    const recovery = {
      table: 'SPRING_AI_CHAT_MEMORY',
      setting: 'JdbcChatMemoryRepository.builder().initializeSchema(true)',
      initializeSchema: this.schemaInitialization,
      reinitialize: () => this.initializeSchema(),
    };
    return recoverMissingTable(recovery, work);
  }

  private async lockConversation(conversationId: string): Promise<void> {
    const lockSql = this.dialect.getLockConversationSql?.();
    if (lockSql !== undefined) await this.jdbcTemplate.queryForList(lockSql, conversationId);
  }

  /** Spring's select with the timestamp too, so unchanged rows can stay in place. */
  private selectWithTimestampSql(): string {
    return this.dialect.getSelectMessagesSql().replace('content, type', 'content, type, "timestamp"');
  }
}

/**
 * Builds a {@link JdbcChatMemoryRepository}; also reachable as `JdbcChatMemoryRepository.Builder`.
 *
 * @remarks
 * `initializeSchema` is beyond Spring (see {@link JdbcChatMemoryRepository}).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/memory/repository/jdbc/JdbcChatMemoryRepository.Builder.html
 * @category Advisors
 */
export class JdbcChatMemoryRepositoryBuilder {
  private jdbcTemplateValue: JdbcTemplate | undefined;

  private dialectValue: JdbcChatMemoryRepositoryDialect | undefined;

  private dataSourceValue: DataSource | undefined;

  private platformTransactionManager: PlatformTransactionManager | undefined;

  private initializeSchemaValue = false;

  /** @internal Use {@link JdbcChatMemoryRepository.builder}. */
  constructor() {}

  /** The template to run the SQL with (its data source is used when none is set). */
  jdbcTemplate(jdbcTemplate: JdbcTemplate | undefined): this {
    this.jdbcTemplateValue = jdbcTemplate;
    return this;
  }

  /** The SQL dialect (detected from the data source when unset). */
  dialect(dialect: JdbcChatMemoryRepositoryDialect | undefined): this {
    this.dialectValue = dialect;
    return this;
  }

  /** The data source. */
  dataSource(dataSource: DataSource | undefined): this {
    this.dataSourceValue = dataSource;
    return this;
  }

  /** The transaction manager (a `DataSourceTransactionManager` on the data source when unset). */
  transactionManager(txManager: PlatformTransactionManager | undefined): this {
    this.platformTransactionManager = txManager;
    return this;
  }

  /** Beyond Spring: create the table on first use when it is missing (default `false`). */
  initializeSchema(initializeSchema: boolean): this {
    this.initializeSchemaValue = initializeSchema;
    return this;
  }

  /**
   * The repository.
   * @throws IllegalArgumentException `"DataSource must be set (either via dataSource() or jdbcTemplate())"`
   */
  build(): JdbcChatMemoryRepository {
    const effectiveDataSource = this.resolveDataSource();
    const effectiveDialect = this.resolveDialect(effectiveDataSource);
    return new (JdbcChatMemoryRepository as unknown as new (
      jdbcTemplate: JdbcTemplate,
      dialect: JdbcChatMemoryRepositoryDialect,
      txManager: PlatformTransactionManager | undefined,
      initializeSchema: boolean,
    ) => JdbcChatMemoryRepository)(
      this.resolveJdbcTemplate(),
      effectiveDialect,
      this.platformTransactionManager,
      this.initializeSchemaValue,
    );
  }

  private resolveJdbcTemplate(): JdbcTemplate {
    if (this.jdbcTemplateValue != null) return this.jdbcTemplateValue;
    if (this.dataSourceValue != null) return new JdbcTemplate(this.dataSourceValue);
    throw new IllegalArgumentException('DataSource must be set (either via dataSource() or jdbcTemplate())');
  }

  private resolveDataSource(): DataSource {
    if (this.dataSourceValue != null) return this.dataSourceValue;
    if (this.jdbcTemplateValue != null && this.jdbcTemplateValue.getDataSource() != null) {
      return this.jdbcTemplateValue.getDataSource();
    }
    throw new IllegalArgumentException('DataSource must be set (either via dataSource() or jdbcTemplate())');
  }

  private resolveDialect(dataSource: DataSource): JdbcChatMemoryRepositoryDialect {
    if (this.dialectValue == null) return JdbcChatMemoryRepositoryDialect.from(dataSource);
    this.warnIfDialectMismatch(dataSource, this.dialectValue);
    return this.dialectValue;
  }

  private warnIfDialectMismatch(dataSource: DataSource, explicitDialect: JdbcChatMemoryRepositoryDialect): void {
    const detected = JdbcChatMemoryRepositoryDialect.from(dataSource);
    if (detected.constructor !== explicitDialect.constructor) {
      logger.warn(
        `Explicitly set dialect ${explicitDialect.constructor.name} will be used instead of detected dialect ${detected.constructor.name} from datasource`,
      );
    }
  }
}

/**
 * Type-level view of the nested Java types of {@link JdbcChatMemoryRepository}.
 *
 * @category Advisors
 */
export declare namespace JdbcChatMemoryRepository {
  /** Java's `JdbcChatMemoryRepository.Builder`. */
  type Builder = JdbcChatMemoryRepositoryBuilder;
}
