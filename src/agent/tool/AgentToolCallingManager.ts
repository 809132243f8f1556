/* spring-ai-ts, Apache-2.0. A ToolCallingManager decorator: tool-argument retry, repair and reminders. */
import { ChatMemory } from '../../chat/memory/ChatMemory.js';
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { Prompt } from '../../chat/prompt/Prompt.js';
import { AbortedException } from '../../java/core/AbortedException.js';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { contextEntries, conversationIdOf } from '../internal/conversationIds.js';
import { checkArguments, invalidArgumentsMessage, requiredProperties } from './internal/ToolCallArgumentsCheck.js';
import { type CheckedCall, inputSchemaOf, runCheckedRound, withReminder } from './internal/ToolRounds.js';
import { ToolCallingChatOptions } from '../../model/tool/ToolCallingChatOptions.js';
import { ToolCallingManager } from '../../model/tool/ToolCallingManager.js';
import { ToolExecutionResult } from '../../model/tool/ToolExecutionResult.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import type { ConversationStore } from '../store/ConversationStore.js';
import { InMemoryConversationStore } from '../store/InMemoryConversationStore.js';
import type { AgentToolCallingManagerOptions } from './AgentToolCallingManagerOptions.js';
import { AgentToolCallReport } from './AgentToolCallReport.js';
import type { AgentToolRoundState } from './AgentToolRoundState.js';
import { ToolCallArgumentsRetryExhaustedException } from './ToolCallArgumentsRetryExhaustedException.js';

const NO_CONVERSATION_ID =
  `No conversation id for the tool round: put one in the tool context under '${ChatMemory.CONVERSATION_ID}' ` +
  '(AgentToolCallAdvisor copies the advisor parameter ChatMemory.CONVERSATION_ID there) or set a defaultConversationId';

const FRESH: AgentToolRoundState = { failedRounds: 0, roundsWithoutReminderTool: 0 };

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

/**
 * A {@link ToolCallingManager} that checks the model's tool-call arguments before they run and
 * nudges a long-running agent to keep its todo list, around a delegate that runs the tools
 * (default `ToolCallingManager.builder().build()`).
 *
 * Arguments: each call's arguments are parsed strictly (RFC 8259) and must be one JSON object with
 * the tool's required properties. A call that fails is not run; it is answered with an
 * `Error: …` tool response that gives the parser's root-cause message (with line, column and the
 * text around it), the rules of strict JSON and the retry count, and its arguments in the echoed
 * assistant message of the history become `"{}"` (providers such as MiniMax reject a history
 * with invalid argument JSON). The other calls of the round run as usual. With
 * `repairArguments(true)`, broken JSON is first repaired locally with `jsonrepair`; a repaired
 * call runs with the repaired arguments (also shown in the history) and is recorded in the turn's
 * {@link AgentToolCallReport}. After `maxRetries` (default 3) consecutive rounds with rejected
 * calls, the next such round rejects with {@link ToolCallArgumentsRetryExhaustedException}; a
 * round without rejected calls resets the count.
 *
 * Reminders: when the reminder tool (default `todoUpdate`) is among the request's tools, every
 * Nth (default 3rd) consecutive tool round without a call to it gets the reminder text (default
 * `<reminder>Update your todos.</reminder>`) followed by a line break in front of its first tool
 * response; the count restarts after a reminder and after each call to the tool. Return-direct
 * rounds are not counted and get no reminder (their results go to the application).
 *
 * State: both counts are kept per conversation (the id under `ChatMemory.CONVERSATION_ID` in the
 * prompt options' tool context) in a {@link ConversationStore} (default an
 * {@link InMemoryConversationStore}), renewed for `stateTtlMillis` (default 30 minutes) each
 * round. A round without an id rejects with `IllegalStateException`, unless a
 * `defaultConversationId` is set.
 *
 * @example
 * ```ts
 * const advisor = ToolCallAdvisor.builder()
 *   .toolCallingManager(AgentToolCallingManager.builder().repairArguments(true).build())
 *   .build();
 * ```
 *
 * @remarks
 * No Spring counterpart (beyond Spring). It can also serve a chat model's internal tool loop,
 * with the conversation id put in the tool context by the application. The caller's
 * `AbortSignal` is honoured before the round and by the delegate between tools.
 *
 * @category Tool Calling
 */
export class AgentToolCallingManager implements ToolCallingManager {
  /** The default `maxRetries`: 3. */
  static readonly DEFAULT_MAX_RETRIES = 3;

  /** The default reminder interval: every 3rd round without the reminder tool. */
  static readonly DEFAULT_REMINDER_EVERY_ROUNDS = 3;

  /** The default reminder tool: `todoUpdate`. */
  static readonly DEFAULT_REMINDER_TOOL_NAME = 'todoUpdate';

  /** The default reminder text. */
  static readonly DEFAULT_REMINDER_TEXT = '<reminder>Update your todos.</reminder>';

  /** The default time to live of a conversation's counters: 30 minutes, in milliseconds. */
  static readonly DEFAULT_STATE_TTL_MILLIS = 30 * 60 * 1000;

  private readonly delegate: ToolCallingManager;
  private readonly store: ConversationStore<AgentToolRoundState>;
  private readonly stateTtlMillis: number;
  private readonly maxRetries: number;
  private readonly repairArguments: boolean;
  private readonly reminderEveryRounds: number;
  private readonly reminderToolName: string;
  private readonly reminderText: string;
  private readonly defaultConversationId: string | undefined;

  /** A manager with the given settings (see {@link AgentToolCallingManagerOptions} for defaults). */
  constructor(options: AgentToolCallingManagerOptions = {}) {
    this.delegate = options.delegate ?? ToolCallingManager.builder().build();
    this.store = options.conversationStore ?? new InMemoryConversationStore<AgentToolRoundState>();
    this.stateTtlMillis = options.stateTtlMillis ?? AgentToolCallingManager.DEFAULT_STATE_TTL_MILLIS;
    this.maxRetries = options.maxRetries ?? AgentToolCallingManager.DEFAULT_MAX_RETRIES;
    this.repairArguments = options.repairArguments ?? false;
    this.reminderEveryRounds = options.reminderEveryRounds ?? AgentToolCallingManager.DEFAULT_REMINDER_EVERY_ROUNDS;
    this.reminderToolName = options.reminderToolName ?? AgentToolCallingManager.DEFAULT_REMINDER_TOOL_NAME;
    this.reminderText = options.reminderText ?? AgentToolCallingManager.DEFAULT_REMINDER_TEXT;
    this.defaultConversationId = options.defaultConversationId;
  }

  /** A new builder. */
  static builder(): AgentToolCallingManagerBuilder {
    return new AgentToolCallingManagerBuilder();
  }

  /** The delegate's tool definitions. */
  resolveToolDefinitions(chatOptions: ToolCallingChatOptions): ToolDefinition[] {
    return this.delegate.resolveToolDefinitions(chatOptions);
  }

  /**
   * Checks the round's calls, runs the accepted ones through the delegate and answers the
   * rejected ones; see the class description.
   *
   * Rejects with `IllegalArgumentException` (`"prompt cannot be null"`, `"chatResponse cannot be
   * null"`), `IllegalStateException` (no conversation id), {@link ToolCallArgumentsRetryExhaustedException},
   * `AbortedException`, or what the delegate rejects with.
   */
  async executeToolCalls(prompt: Prompt, chatResponse: ChatResponse): Promise<ToolExecutionResult> {
    Assert.notNull(prompt, 'prompt cannot be null');
    Assert.notNull(chatResponse, 'chatResponse cannot be null');
    const generation = chatResponse
      .getResults()
      .find((candidate) => (candidate.getOutput().getToolCalls()?.length ?? 0) > 0);
    if (generation === undefined) {
      // The delegate reports the missing tool call in its own words.
      return this.delegate.executeToolCalls(prompt, chatResponse);
    }
    const signal = AbortSignalContext.current();
    if (signal?.aborted === true) throw AbortedException.from(signal, 'Tool execution');

    const options = prompt.getOptions();
    const toolOptions = ToolCallingChatOptions.isInstance(options) ? options : undefined;
    const toolContext = contextEntries(toolOptions?.getToolContext());
    const conversationId = conversationIdOf(toolContext) ?? this.defaultConversationId;
    if (conversationId === undefined) throw new IllegalStateException(NO_CONVERSATION_ID);
    const reportValue = toolContext.get(AgentToolCallReport.CONTEXT_KEY);
    const report = reportValue instanceof AgentToolCallReport ? reportValue : undefined;

    const state = (await this.store.get(conversationId)) ?? FRESH;
    const assistantMessage = generation.getOutput();
    const checked: CheckedCall[] = assistantMessage.getToolCalls().map((toolCall) => ({
      toolCall,
      verdict: checkArguments(
        toolCall.arguments(),
        requiredProperties(inputSchemaOf(toolOptions, toolCall.name())),
        this.repairArguments,
      ),
    }));

    const rejected = checked.filter((call) => call.verdict.kind === 'invalid');
    const failedRounds = rejected.length > 0 ? state.failedRounds + 1 : 0;
    if (failedRounds > this.maxRetries) {
      await this.updateState(conversationId, (current) => ({ ...current, failedRounds: 0 }));
      const first = rejected[0] as CheckedCall;
      throw new ToolCallArgumentsRetryExhaustedException(
        first.toolCall.name(),
        first.toolCall.arguments(),
        (first.verdict as { problem: string }).problem,
        this.maxRetries,
      );
    }

    const result = await runCheckedRound(this.delegate, prompt, chatResponse, generation, checked, (toolCall, verdict) =>
      invalidArgumentsMessage(toolCall.name(), verdict.problem, verdict.syntax, failedRounds, this.maxRetries),
    );
    this.record(report, checked, failedRounds);

    const countsForReminder = !ToolExecutionResult.isReturnDirect(result) && this.remindersApply(toolOptions);
    const calledReminderTool = checked.some(
      (call) => call.verdict.kind !== 'invalid' && call.toolCall.name() === this.reminderToolName,
    );
    let reminded = false;
    // The counters are advanced from the stored value at write time (not from the value read before
    // the tools ran), so rounds of one conversation that overlap still count exactly.
    await this.updateState(conversationId, (current) => {
      let roundsWithoutReminderTool = current.roundsWithoutReminderTool;
      reminded = false;
      if (countsForReminder) {
        roundsWithoutReminderTool = calledReminderTool ? 0 : roundsWithoutReminderTool + 1;
        if (roundsWithoutReminderTool >= this.reminderEveryRounds) {
          reminded = true;
          roundsWithoutReminderTool = 0;
        }
      }
      return { failedRounds: rejected.length > 0 ? current.failedRounds + 1 : 0, roundsWithoutReminderTool };
    });
    report?.addToolRound(reminded);
    return reminded ? withReminder(result, this.reminderText) : result;
  }

  /** Applies `next` to the stored state in one step where the store can (`update`), else get then set. */
  private async updateState(conversationId: string, next: (current: AgentToolRoundState) => AgentToolRoundState): Promise<void> {
    if (this.store.update !== undefined) {
      await this.store.update(conversationId, (current) => next(current ?? FRESH), this.stateTtlMillis);
      return;
    }
    await this.store.set(conversationId, next((await this.store.get(conversationId)) ?? FRESH), this.stateTtlMillis);
  }

  private record(report: AgentToolCallReport | undefined, checked: CheckedCall[], failedRounds: number): void {
    if (report === undefined) return;
    for (const { toolCall, verdict } of checked) {
      if (verdict.kind === 'repaired') {
        report.addRepair({
          toolCallId: toolCall.id(),
          toolName: toolCall.name(),
          originalArguments: toolCall.arguments(),
          repairedArguments: verdict.args,
          problem: verdict.problem,
        });
      } else if (verdict.kind === 'invalid') {
        report.addInvalidToolCall({
          toolCallId: toolCall.id(),
          toolName: toolCall.name(),
          arguments: toolCall.arguments(),
          problem: verdict.problem,
          retry: failedRounds,
        });
      }
    }
  }

  /** Reminders are on and the reminder tool is among the request's tools. */
  private remindersApply(toolOptions: ToolCallingChatOptions | undefined): boolean {
    if (this.reminderEveryRounds <= 0 || toolOptions === undefined) return false;
    return (
      toolOptions.getToolNames().has(this.reminderToolName) ||
      toolOptions.getToolCallbacks().some((callback) => callback.getToolDefinition().name() === this.reminderToolName)
    );
  }
}
