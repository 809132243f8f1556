/* spring-ai-ts, Apache-2.0. MessageWindowChatMemory's window as one PostgreSQL statement: append and trim in place. */

/**
 * Appends messages to a conversation and applies `MessageWindowChatMemory`'s window rule, in one
 * statement that runs after the conversation's lock in the same transaction (so it reads every
 * row committed before the lock was granted). Parameters, in order: conversation id, contents
 * (`text[]`), types (`text[]`), which new messages are `SystemMessage`s (`boolean[]`), which of
 * those can equal a stored system message of the same text (`boolean[]`: their metadata is what a
 * stored one reads back with), `maxMessages`, and the client's clock (`timestamp`).
 *
 * The rule, as in JavaScript: a new system message that equals no stored message drops every
 * stored system message; then the oldest non-system messages go, stored or new, one per message
 * over the limit. New rows are stamped one millisecond apart after the newest stored row (or from
 * the clock), so they sort after it.
 */
export const ADD_WITHIN_WINDOW_POSTGRESQL = `WITH params AS MATERIALIZED (
  SELECT ?::text AS cid, ?::text[] AS contents, ?::text[] AS types, ?::boolean[] AS systems,
         ?::boolean[] AS comparable, ?::integer AS max_messages, ?::timestamp AS clock
),
stored AS MATERIALIZED (
  SELECT ctid AS row_id, type, content, "timestamp" AS ts, row_number() OVER (ORDER BY "timestamp", ctid) AS position
  FROM SPRING_AI_CHAT_MEMORY
  WHERE conversation_id = (SELECT cid FROM params)
),
incoming AS MATERIALIZED (
  SELECT m.content, m.type, m.is_system, m.comparable, m.ord
  FROM params p, unnest(p.contents, p.types, p.systems, p.comparable) WITH ORDINALITY AS m(content, type, is_system, comparable, ord)
),
new_system AS MATERIALIZED (
  SELECT EXISTS (
    SELECT 1 FROM incoming i
    WHERE i.is_system
      AND NOT (i.comparable AND EXISTS (SELECT 1 FROM stored s WHERE s.type = 'SYSTEM' AND s.content = i.content))
  ) AS yes
),
processed AS (
  SELECT s.row_id, NULL::bigint AS ord, s.type = 'SYSTEM' AS is_system, s.position
  FROM stored s
  WHERE NOT (s.type = 'SYSTEM' AND (SELECT yes FROM new_system))
  UNION ALL
  SELECT NULL::tid, i.ord, i.is_system, (SELECT count(*) FROM stored) + i.ord
  FROM incoming i
),
trimmed AS MATERIALIZED (
  SELECT r.row_id, r.ord
  FROM (
    SELECT p.row_id, p.ord, p.is_system,
           row_number() OVER (PARTITION BY p.is_system ORDER BY p.position) AS rank,
           count(*) OVER () AS total
    FROM processed p
  ) r
  WHERE NOT r.is_system AND r.rank <= r.total - (SELECT max_messages FROM params)
),
removed AS (
  DELETE FROM SPRING_AI_CHAT_MEMORY
  WHERE conversation_id = (SELECT cid FROM params)
    AND ctid = ANY (ARRAY(
      SELECT row_id FROM stored WHERE type = 'SYSTEM' AND (SELECT yes FROM new_system)
      UNION ALL
      SELECT row_id FROM trimmed WHERE row_id IS NOT NULL))
)
INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp")
SELECT p.cid, i.content, i.type,
       GREATEST(p.clock, (SELECT max(ts) FROM stored) + interval '1 millisecond') + (i.ord - 1) * interval '1 millisecond'
FROM incoming i, params p
WHERE NOT EXISTS (SELECT 1 FROM trimmed t WHERE t.ord = i.ord)`;

/** Inserts a whole conversation from arrays (contents, types, timestamps after the id): one statement for any length. */
export const INSERT_ALL_POSTGRESQL = `INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp")
SELECT ?::text, m.content, m.type, m.ts
FROM unnest(?::text[], ?::text[], ?::timestamp[]) AS m(content, type, ts)`;
