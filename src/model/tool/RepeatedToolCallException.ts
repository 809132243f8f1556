/* spring-ai-ts, Apache-2.0. No Java counterpart: ToolCallAdvisor's guard against a model that keeps requesting the identical tool call. */
import { RuntimeException } from '../../java/core/RuntimeException.js';

/**
 * The model requested the same tool with the same arguments too many times in a row, so
 * `ToolCallAdvisor` stopped its loop instead of running the call again.
 *
 * Raised only when the advisor's builder sets `maxRepeatedToolCalls(n)`: the `n`-th consecutive
 * identical call (same tool name, arguments equal as JSON regardless of key order) is not
 * executed; the call rejects (or the stream ends) with this error. Calls are counted across the
 * whole turn, in the order the model requested them, including several calls of one round.
 *
 * @remarks
 * An addition: Spring AI has no such guard. The message is
 * `"Tool '<name>' was requested <n> times in a row with identical arguments; the tool calling loop was stopped."`
 *
 * @category Errors
 */
export class RepeatedToolCallException extends RuntimeException {
  private readonly toolName: string;

  private readonly toolArguments: string;

  private readonly repetitions: number;

  /**
   * @param toolName - the repeated tool
   * @param toolArguments - the arguments of the repeated call, as the model sent them
   * @param repetitions - how many identical calls in a row stopped the loop
   */
  constructor(toolName: string, toolArguments: string, repetitions: number) {
    super(
      `Tool '${toolName}' was requested ${repetitions} times in a row with identical arguments; ` +
        'the tool calling loop was stopped.',
    );
    this.toolName = toolName;
    this.toolArguments = toolArguments;
    this.repetitions = repetitions;
  }

  /** The repeated tool. */
  getToolName(): string {
    return this.toolName;
  }

  /** The arguments of the repeated call, as the model sent them. */
  getToolArguments(): string {
    return this.toolArguments;
  }

  /** How many identical calls in a row stopped the loop. */
  getRepetitions(): number {
    return this.repetitions;
  }
}
