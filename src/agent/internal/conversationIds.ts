/* spring-ai-ts, Apache-2.0. Internal: reading the conversation id the agent parts key their state by. */
import { ChatMemory } from '../../chat/memory/ChatMemory.js';

/** The entries of a context given as a `Map` or a plain object. */
export function contextEntries(context: unknown): Map<string, unknown> {
  if (context === undefined || context === null) return new Map();
  if (context instanceof Map) return new Map(context as Map<string, unknown>);
  return new Map(Object.entries(context as Record<string, unknown>));
}

/** The conversation id under `ChatMemory.CONVERSATION_ID` (a non-blank string or a number), else `undefined`. */
export function conversationIdOf(context: ReadonlyMap<string, unknown> | undefined): string | undefined {
  const value = context?.get(ChatMemory.CONVERSATION_ID);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}
