/* spring-ai-ts, Apache-2.0. Builder of AgentToolCallingManager. */
import { Assert } from '../../core/Assert.js';
import type { ToolCallingManager } from '../../model/tool/ToolCallingManager.js';
import type { ConversationStore } from '../store/ConversationStore.js';
import { AgentToolCallingManager } from './AgentToolCallingManager.js';
import type { AgentToolCallingManagerOptions } from './AgentToolCallingManagerOptions.js';
import type { AgentToolRoundState } from './AgentToolRoundState.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Builds an {@link AgentToolCallingManager}; defaults as in {@link AgentToolCallingManagerOptions}.
 *
 * @example
 * ```ts
 * const manager = AgentToolCallingManager.builder().maxRetries(2).repairArguments(true).reminderEveryRounds(5).build();
 * ```
 *
 * @category Tool Calling
 */
export class AgentToolCallingManagerBuilder {
  private readonly options: Mutable<AgentToolCallingManagerOptions> = {};

  /** The manager that runs the accepted calls. */
  delegate(delegate: ToolCallingManager): this {
    Assert.notNull(delegate, 'delegate cannot be null');
    this.options.delegate = delegate;
    return this;
  }

  /** Where the per-conversation counters live. */
  conversationStore(conversationStore: ConversationStore<AgentToolRoundState>): this {
    Assert.notNull(conversationStore, 'conversationStore cannot be null');
    this.options.conversationStore = conversationStore;
    return this;
  }

  /** The counters' time to live in milliseconds. */
  stateTtlMillis(stateTtlMillis: number): this {
    Assert.isTrue(stateTtlMillis > 0, 'stateTtlMillis must be positive');
    this.options.stateTtlMillis = stateTtlMillis;
    return this;
  }

  /** How many consecutive failed rounds the model may retry (0: the first failure ends the turn). */
  maxRetries(maxRetries: number): this {
    Assert.isTrue(Number.isInteger(maxRetries) && maxRetries >= 0, 'maxRetries must be a non-negative integer');
    this.options.maxRetries = maxRetries;
    return this;
  }

  /** Repair broken JSON locally before rejecting it. */
  repairArguments(repairArguments: boolean): this {
    this.options.repairArguments = repairArguments;
    return this;
  }

  /** A reminder every Nth consecutive round without the reminder tool (0: never). */
  reminderEveryRounds(reminderEveryRounds: number): this {
    Assert.isTrue(
      Number.isInteger(reminderEveryRounds) && reminderEveryRounds >= 0,
      'reminderEveryRounds must be a non-negative integer',
    );
    this.options.reminderEveryRounds = reminderEveryRounds;
    return this;
  }

  /** No reminders (same as `reminderEveryRounds(0)`). */
  disableReminders(): this {
    this.options.reminderEveryRounds = 0;
    return this;
  }

  /** The tool whose call resets the reminder count. */
  reminderToolName(reminderToolName: string): this {
    Assert.hasText(reminderToolName, 'reminderToolName cannot be null or empty');
    this.options.reminderToolName = reminderToolName;
    return this;
  }

  /** The reminder text. */
  reminderText(reminderText: string): this {
    Assert.hasText(reminderText, 'reminderText cannot be null or empty');
    this.options.reminderText = reminderText;
    return this;
  }

  /** The conversation id of requests without one (they then share one set of counters). */
  defaultConversationId(defaultConversationId: string): this {
    Assert.hasText(defaultConversationId, 'defaultConversationId cannot be null or empty');
    this.options.defaultConversationId = defaultConversationId;
    return this;
  }

  /** Builds the manager. */
  build(): AgentToolCallingManager {
    return new AgentToolCallingManager({ ...this.options });
  }
}
