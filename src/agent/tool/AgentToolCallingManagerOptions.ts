/* spring-ai-ts, Apache-2.0. Settings of AgentToolCallingManager. */
import type { ToolCallingManager } from '../../model/tool/ToolCallingManager.js';
import type { ConversationStore } from '../store/ConversationStore.js';
import type { AgentToolRoundState } from './AgentToolRoundState.js';

/**
 * Settings of an {@link AgentToolCallingManager}; every one is optional (defaults in brackets).
 * Usually set through {@link AgentToolCallingManagerBuilder}.
 *
 * @category Tool Calling
 */
export interface AgentToolCallingManagerOptions {
  /** The manager that runs the accepted calls [`ToolCallingManager.builder().build()`]. */
  readonly delegate?: ToolCallingManager;
  /** Where the per-conversation counters live [a new `InMemoryConversationStore`]. */
  readonly conversationStore?: ConversationStore<AgentToolRoundState>;
  /** The counters' time to live in milliseconds, renewed each round [30 minutes]. */
  readonly stateTtlMillis?: number;
  /** How many consecutive rounds with rejected arguments the model may retry [3]. */
  readonly maxRetries?: number;
  /** Repair broken JSON locally with `jsonrepair` before rejecting it [`false`]. */
  readonly repairArguments?: boolean;
  /** A reminder goes into every Nth consecutive round without the reminder tool [3; 0: never]. */
  readonly reminderEveryRounds?: number;
  /** The tool whose call resets the reminder count [`todoUpdate`]. */
  readonly reminderToolName?: string;
  /** The reminder text [`<reminder>Update your todos.</reminder>`]. */
  readonly reminderText?: string;
  /**
   * The conversation id used when the tool context has none [none: such a round is rejected
   * with `IllegalStateException`]. Every request without an id then shares its counters.
   */
  readonly defaultConversationId?: string;
}
