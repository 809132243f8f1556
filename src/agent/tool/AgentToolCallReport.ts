/* spring-ai-ts, Apache-2.0. What the agent tool manager did during one turn. */
import type { InvalidToolCallArguments } from './InvalidToolCallArguments.js';
import type { ToolCallArgumentsRepair } from './ToolCallArgumentsRepair.js';

/**
 * What {@link AgentToolCallingManager} did during one turn: the repaired calls, the rejected
 * calls (each answered with an error for the model to retry), and how many reminders it injected.
 *
 * The manager finds the report in the tool context under {@link AgentToolCallReport.CONTEXT_KEY}
 * and adds to it; {@link AgentToolCallAdvisor} puts a new one there for each turn and hands it
 * back in the response context and the `ChatResponse` metadata under the same key.
 *
 * @example
 * ```ts
 * const response = await chatClient.prompt('…').call().chatClientResponse();
 * const report = response.context().get(AgentToolCallReport.CONTEXT_KEY) as AgentToolCallReport;
 * if (report.isRepaired()) log.info('repaired tool arguments', report.getRepairs());
 * ```
 *
 * @remarks
 * No Spring counterpart. Mutable: it is filled in while the turn runs; on a stream, read it when
 * the stream has completed.
 *
 * @category Tool Calling
 */
export class AgentToolCallReport {
  /** The tool-context, request-context and response-metadata key of the report. */
  static readonly CONTEXT_KEY = 'spring-ai-ts.agent.toolCallReport';

  private readonly repairs: ToolCallArgumentsRepair[] = [];

  private readonly invalidToolCalls: InvalidToolCallArguments[] = [];

  private toolRounds = 0;

  private remindersInjected = 0;

  /** Records a repaired call. */
  addRepair(repair: ToolCallArgumentsRepair): void {
    this.repairs.push(repair);
  }

  /** Records a rejected call. */
  addInvalidToolCall(invalid: InvalidToolCallArguments): void {
    this.invalidToolCalls.push(invalid);
  }

  /** Counts a tool round, and whether a reminder went into it. */
  addToolRound(reminderInjected: boolean): void {
    this.toolRounds++;
    if (reminderInjected) this.remindersInjected++;
  }

  /** The repaired calls, in order. */
  getRepairs(): ToolCallArgumentsRepair[] {
    return [...this.repairs];
  }

  /** The rejected calls, in order. */
  getInvalidToolCalls(): InvalidToolCallArguments[] {
    return [...this.invalidToolCalls];
  }

  /** Whether any call's arguments were repaired. */
  isRepaired(): boolean {
    return this.repairs.length > 0;
  }

  /** How many tool rounds the manager handled. */
  getToolRounds(): number {
    return this.toolRounds;
  }

  /** How many rounds got a reminder. */
  getRemindersInjected(): number {
    return this.remindersInjected;
  }
}
