/* spring-ai-ts, Apache-2.0. The statements of a one-round-trip saveAll or window update (PostgreSQL dialect). */
import type { Message } from '../../../../messages/Message.js';
import { SystemMessage } from '../../../../messages/SystemMessage.js';

/** A statement with JDBC `?` placeholders and its arguments. */
export interface BatchStatement {
  readonly sql: string;
  readonly args: readonly unknown[];
}

/** Lock, delete and insert-all: `saveAll` as one transaction. */
export function replaceStatements(
  sql: { lock: string; delete: string; insertAll: string },
  conversationId: string,
  messages: Message[],
): BatchStatement[] {
  const statements: BatchStatement[] = [
    { sql: sql.lock, args: [conversationId] },
    { sql: sql.delete, args: [conversationId] },
  ];
  if (messages.length === 0) return statements;
  // Whole seconds from now, one per message: the timestamp orders the messages (as in Spring).
  const firstSecond = Math.floor(Date.now() / 1000);
  statements.push({
    sql: sql.insertAll,
    args: [
      conversationId,
      messages.map((message) => message.getText() ?? ''),
      messages.map((message) => message.getMessageType().name()),
      messages.map((_, i) => new Date((firstSecond + i) * 1000)),
    ],
  });
  return statements;
}

/** Lock, then append-and-trim: a window update as one transaction. */
export function windowStatements(
  sql: { lock: string; window: string },
  conversationId: string,
  messages: Message[],
  maxMessages: number,
): BatchStatement[] {
  return [
    { sql: sql.lock, args: [conversationId] },
    {
      sql: sql.window,
      args: [
        conversationId,
        messages.map((message) => message.getText() ?? ''),
        messages.map((message) => message.getMessageType().name()),
        messages.map((message) => message instanceof SystemMessage),
        messages.map(equalsStoredForm),
        maxMessages,
        new Date(),
      ],
    },
  ];
}

/**
 * Whether a stored system message of the same text can equal `message`: a row reads back as a
 * plain `SystemMessage` of its text, so only a message with that message's metadata can.
 */
function equalsStoredForm(message: Message): boolean {
  const text = message.getText();
  return message instanceof SystemMessage && text !== null && text !== undefined && message.equals(new SystemMessage(text));
}
