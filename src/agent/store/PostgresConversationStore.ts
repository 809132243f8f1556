/* spring-ai-ts, Apache-2.0. A conversation store in PostgreSQL, shared by every instance of an application. */
import { Assert } from '../../java/core/Assert.js';
import type { DataSource } from '../../java/jdbc/DataSource.js';
import type { ConversationStore } from './ConversationStore.js';
import { InMemoryConversationStore } from './InMemoryConversationStore.js';
import type { PostgresConversationStoreOptions } from './PostgresConversationStoreOptions.js';

const SCHEMA = `CREATE TABLE IF NOT EXISTS SPRING_AI_TS_CONVERSATION_STORE (
    namespace TEXT NOT NULL,
    conversation_id TEXT NOT NULL,
    value JSONB NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
    );

CREATE UNIQUE INDEX IF NOT EXISTS SPRING_AI_TS_CONVERSATION_STORE_KEY_IDX
ON SPRING_AI_TS_CONVERSATION_STORE (namespace, md5(conversation_id));

CREATE INDEX IF NOT EXISTS SPRING_AI_TS_CONVERSATION_STORE_EXPIRES_IDX
ON SPRING_AI_TS_CONVERSATION_STORE (expires_at);`;

const SCHEMA_LOCK = "SELECT pg_advisory_xact_lock(hashtextextended('SPRING_AI_TS_CONVERSATION_STORE schema', 0))";

// The md5 index serves ids of any length (a B-tree entry holds about 2.7 kB); the id itself is
// compared too, so a hash collision never mixes two conversations.
const KEY = 'namespace = $1 AND md5(conversation_id) = md5($2) AND conversation_id = $2';

const GET = `SELECT value FROM SPRING_AI_TS_CONVERSATION_STORE WHERE ${KEY} AND expires_at > now()`;

const GET_FOR_UPDATE = `SELECT value, expires_at > now() AS live FROM SPRING_AI_TS_CONVERSATION_STORE WHERE ${KEY} FOR UPDATE`;

const UPSERT = `INSERT INTO SPRING_AI_TS_CONVERSATION_STORE (namespace, conversation_id, value, expires_at)
VALUES ($1, $2, $3::jsonb, now() + $4 * interval '1 millisecond')
ON CONFLICT (namespace, md5(conversation_id)) DO UPDATE SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at`;

const DELETE = `DELETE FROM SPRING_AI_TS_CONVERSATION_STORE WHERE ${KEY} RETURNING expires_at > now() AS live`;

const LOCK_KEY = "SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 1))";

const PURGE = 'DELETE FROM SPRING_AI_TS_CONVERSATION_STORE WHERE expires_at <= now()';

/** Expired rows are purged on about one `set` in this many. */
const PURGE_EVERY = 200;

/**
 * A {@link ConversationStore} in a PostgreSQL table, so every instance of an application sees
 * the same todo list and the same tool-round counters of a conversation, and they survive a
 * restart. Same time-to-live rules as {@link InMemoryConversationStore}: each entry expires
 * `ttlMillis` after its last `set` (default 30 minutes), reading does not extend it, and an
 * expired entry reads as absent.
 *
 * @example
 * ```ts
 * const todoStore = new PostgresConversationStore<TodoItem[]>({ dataSource, namespace: 'todo' });
 * registerAgentTools(container, { todoStore });
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). Entries live in table `SPRING_AI_TS_CONVERSATION_STORE`
 * (created on first use), keyed by namespace and conversation id, values as JSON; expiry uses the
 * database clock, so instances with skewed clocks agree. There is no `maxEntries`: expired rows
 * are deleted now and then by `set`, or by {@link purgeExpired}. `update` changes an entry under a
 * per-entry lock, for counters that several instances bump at once; on a pipelining
 * `PgDataSource` it costs two round trips and one commit.
 *
 * @category Tools
 */
export class PostgresConversationStore<V> implements ConversationStore<V> {
  private readonly dataSource: DataSource;

  private readonly namespace: string;

  private readonly defaultTtlMillis: number;

  private readonly fromJson: (json: unknown) => unknown;

  private readonly initializeSchema: boolean;

  private schemaReady: Promise<void> | undefined;

  private sets = 0;

  /**
   * @throws IllegalArgumentException `"dataSource cannot be null"`,
   *   `"defaultTtlMillis must be positive"`, `"namespace cannot be null or empty"`
   */
  constructor(options: PostgresConversationStoreOptions) {
    Assert.notNull(options?.dataSource, 'dataSource cannot be null');
    const namespace = options.namespace ?? 'default';
    Assert.hasText(namespace, 'namespace cannot be null or empty');
    const defaultTtlMillis = options.defaultTtlMillis ?? InMemoryConversationStore.DEFAULT_TTL_MILLIS;
    Assert.isTrue(defaultTtlMillis > 0, 'defaultTtlMillis must be positive');
    this.dataSource = options.dataSource;
    this.namespace = namespace;
    this.defaultTtlMillis = defaultTtlMillis;
    this.fromJson = options.fromJson ?? ((json) => json);
    this.initializeSchema = options.initializeSchema ?? true;
  }

  /** The value of the conversation, or `undefined` when absent or expired. */
  async get(conversationId: string): Promise<V | undefined> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    await this.ready();
    const { rows } = await this.dataSource.query(GET, [this.namespace, conversationId]);
    return rows.length === 0 ? undefined : (this.fromJson(rows[0]!['value']) as V);
  }

  /** Stores the value with its own time to live (default: the store's). */
  async set(conversationId: string, value: V, ttlMillis?: number): Promise<void> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    const ttl = ttlMillis ?? this.defaultTtlMillis;
    Assert.isTrue(ttl > 0, 'ttlMillis must be positive');
    await this.ready();
    await this.dataSource.query(UPSERT, [this.namespace, conversationId, JSON.stringify(value), ttl]);
    if (++this.sets % PURGE_EVERY === 0) await this.purgeExpired();
  }

  /** Forgets the conversation; resolves `true` when it had a live entry. */
  async delete(conversationId: string): Promise<boolean> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    await this.ready();
    const { rows } = await this.dataSource.query(DELETE, [this.namespace, conversationId]);
    return rows.some((row) => row['live'] === true);
  }

  /**
   * Replaces the value with `update(current)` (current is `undefined` when absent or expired) while
   * holding the entry's lock, so concurrent updates from any instance apply one after the other;
   * resolves with the new value.
   */
  async update(conversationId: string, update: (current: V | undefined) => V, ttlMillis?: number): Promise<V> {
    Assert.hasText(conversationId, 'conversationId cannot be null or empty');
    const ttl = ttlMillis ?? this.defaultTtlMillis;
    Assert.isTrue(ttl > 0, 'ttlMillis must be positive');
    await this.ready();
    return this.dataSource.transaction(async (connection) => {
      // The advisory lock also covers an entry that does not exist yet (FOR UPDATE cannot). Lock and
      // read are issued together, and the write is not awaited here, so on a pipelining data source
      // the update costs two round trips (BEGIN, lock and read; write and COMMIT); the data source
      // reports a failed write instead of committing.
      const [, { rows }] = await Promise.all([
        connection.query(LOCK_KEY, [this.namespace, conversationId]),
        connection.query(GET_FOR_UPDATE, [this.namespace, conversationId]),
      ]);
      const current = rows.length === 1 && rows[0]!['live'] === true ? (this.fromJson(rows[0]!['value']) as V) : undefined;
      const next = update(current);
      connection.query(UPSERT, [this.namespace, conversationId, JSON.stringify(next), ttl]).catch(() => undefined);
      return next;
    });
  }

  /** Deletes the expired entries of every namespace; resolves with how many went. */
  async purgeExpired(): Promise<number> {
    await this.ready();
    return (await this.dataSource.query(PURGE)).rowCount;
  }

  private async ready(): Promise<void> {
    if (!this.initializeSchema) return;
    this.schemaReady ??= this.dataSource
      .transaction(async (connection) => {
        await connection.query(SCHEMA_LOCK);
        await connection.execute(SCHEMA);
      })
      .catch((error: unknown) => {
        this.schemaReady = undefined;
        throw error;
      });
    await this.schemaReady;
  }
}
