/* spring-ai-ts, Apache-2.0. The SPRING_AI_CHAT_MEMORY table for PostgreSQL (Spring's schema-postgresql.sql, widened). */

/**
 * Spring's `schema-postgresql.sql` with two changes: `conversation_id` is `TEXT` (Spring's
 * `VARCHAR(36)` refuses ids longer than a UUID) and its index is a hash index (a B-tree entry is
 * limited to about 2.7 kB, too small for long ids; a hash index serves the equality lookups).
 */
export const SCHEMA_POSTGRESQL = `CREATE TABLE IF NOT EXISTS SPRING_AI_CHAT_MEMORY (
    conversation_id TEXT NOT NULL,
    content TEXT NOT NULL,
    type VARCHAR(10) NOT NULL CHECK (type IN ('USER', 'ASSISTANT', 'SYSTEM', 'TOOL')),
    "timestamp" TIMESTAMP NOT NULL
    );

CREATE INDEX IF NOT EXISTS SPRING_AI_CHAT_MEMORY_CONVERSATION_ID_IDX
ON SPRING_AI_CHAT_MEMORY USING hash (conversation_id);`;

/** Serializes concurrent schema initializations (concurrent `CREATE … IF NOT EXISTS` can collide). */
export const SCHEMA_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtextextended('SPRING_AI_CHAT_MEMORY schema', 0))";
