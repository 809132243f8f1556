/* spring-ai-ts, Apache-2.0. The per-conversation counters of AgentToolCallingManager. */

/**
 * What {@link AgentToolCallingManager} keeps per conversation between tool rounds, in its
 * {@link ConversationStore}.
 *
 * @category Tool Calling
 */
export interface AgentToolRoundState {
  /** Consecutive rounds with at least one call whose arguments were rejected. */
  readonly failedRounds: number;
  /** Consecutive rounds without a call to the reminder tool since the last reminder or call. */
  readonly roundsWithoutReminderTool: number;
}
