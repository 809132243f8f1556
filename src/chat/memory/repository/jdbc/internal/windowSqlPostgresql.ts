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
 * stored system message; then the oldest non-system messages go, one per message over the limit:
 * stored ones first (oldest first), then new ones when the new messages alone overflow the window.
 * New rows are stamped one millisecond apart after the newest stored row (or from the clock), so
 * they sort after it.
 */
export const ADD_WITHIN_WINDOW_POSTGRESQL = `WITH params AS MATERIALIZED (
  SELECT ?::text AS cid, ?::text[] AS contents, ?::text[] AS types, ?::boolean[] AS systems,
         ?::boolean[] AS comparable, ?::integer AS max_messages, ?::timestamp AS clock
),
stored AS MATERIALIZED (
  SELECT ctid AS row_id, type = 'SYSTEM' AS is_system, content, "timestamp" AS ts
  FROM SPRING_AI_CHAT_MEMORY
  WHERE conversation_id = (SELECT cid FROM params)
),
incoming AS MATERIALIZED (
  SELECT m.content, m.type, m.is_system, m.comparable, m.ord,
         count(*) FILTER (WHERE NOT m.is_system) OVER (ORDER BY m.ord) AS rank
  FROM params p, unnest(p.contents, p.types, p.systems, p.comparable) WITH ORDINALITY AS m(content, type, is_system, comparable, ord)
),
plan AS MATERIALIZED (
  SELECT d.replace_system, d.stored_other,
         d.stored_other + CASE WHEN d.replace_system THEN 0 ELSE d.stored_system END
           + (SELECT count(*) FROM incoming) - (SELECT max_messages FROM params) AS to_remove
  FROM (
    SELECT EXISTS (
             SELECT 1 FROM incoming i
             WHERE i.is_system
               AND NOT (i.comparable AND EXISTS (SELECT 1 FROM stored s WHERE s.is_system AND s.content = i.content))
           ) AS replace_system,
           (SELECT count(*) FROM stored WHERE NOT is_system) AS stored_other,
           (SELECT count(*) FROM stored WHERE is_system) AS stored_system
  ) d
),
removed AS (
  DELETE FROM SPRING_AI_CHAT_MEMORY
  WHERE conversation_id = (SELECT cid FROM params)
    AND ctid = ANY (ARRAY(
      SELECT row_id FROM stored WHERE is_system AND (SELECT replace_system FROM plan)
      UNION ALL
      (SELECT row_id FROM stored WHERE NOT is_system ORDER BY ts, row_id LIMIT GREATEST((SELECT to_remove FROM plan), 0))))
)
INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp")
SELECT p.cid, i.content, i.type,
       GREATEST(p.clock, (SELECT max(ts) FROM stored) + interval '1 millisecond') + (i.ord - 1) * interval '1 millisecond'
FROM incoming i, params p, plan
WHERE i.is_system OR i.rank > plan.to_remove - plan.stored_other`;

/** Inserts a whole conversation from arrays (contents, types, timestamps after the id): one statement for any length. */
export const INSERT_ALL_POSTGRESQL = `INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp")
SELECT ?::text, m.content, m.type, m.ts
FROM unnest(?::text[], ?::text[], ?::timestamp[]) AS m(content, type, ts)`;
