/* spring-ai-ts, Apache-2.0. How a window update changes the stored rows, so only those rows are written. */
import type { Message } from '../../../../messages/Message.js';
import { toMessage } from './toMessage.js';

/** A stored message and the timestamp that orders it. */
export interface StoredRow {
  readonly message: Message;
  readonly timestamp: Date;
}

export function rowWithTimestamp(row: Record<string, unknown>): StoredRow {
  const timestamp = row['timestamp'];
  return { message: toMessage(row), timestamp: timestamp instanceof Date ? timestamp : new Date(String(timestamp)) };
}

/** True when the rows' timestamps increase strictly, so each names one row. */
export function distinctTimestamps(rows: StoredRow[]): boolean {
  return rows.every((row, i) => i === 0 || row.timestamp.getTime() > rows[i - 1]!.timestamp.getTime());
}

/**
 * How `next` derives from `stored` when it keeps some stored messages (the same objects, in order)
 * and appends new ones after them, as the message window does: the indexes of the dropped rows
 * and the appended messages. `undefined` when `next` is any other list (then it is rewritten).
 */
export function appendOnlyChange(stored: Message[], next: Message[]): { removed: number[]; appended: Message[] } | undefined {
  const position = new Map<Message, number>(stored.map((message, index) => [message, index]));
  const kept: number[] = [];
  let i = 0;
  for (; i < next.length; i++) {
    const index = position.get(next[i]!);
    if (index === undefined) break;
    if (kept.length > 0 && index <= kept[kept.length - 1]!) return undefined;
    kept.push(index);
  }
  const appended = next.slice(i);
  if (appended.some((message) => position.has(message))) return undefined;
  const keptSet = new Set(kept);
  return { removed: stored.map((_, index) => index).filter((index) => !keptSet.has(index)), appended };
}
