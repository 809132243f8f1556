/* spring-ai-ts, Apache-2.0. The error that ends a turn whose tool arguments stay broken. */
import { RuntimeException } from '../../java/core/RuntimeException.js';

/**
 * Ends a turn when the model sent invalid tool-call arguments in more consecutive rounds than
 * {@link AgentToolCallingManager} allows retries for (default 3).
 *
 * Message: `Tool call arguments for tool '<name>' were still invalid after <n> retries: <problem>`.
 *
 * @remarks
 * No Spring counterpart.
 *
 * @category Errors
 */
export class ToolCallArgumentsRetryExhaustedException extends RuntimeException {
  private readonly toolName: string;

  private readonly toolCallArguments: string;

  private readonly problem: string;

  private readonly retries: number;

  constructor(toolName: string, toolCallArguments: string, problem: string, retries: number) {
    super(`Tool call arguments for tool '${toolName}' were still invalid after ${retries} retries: ${problem}`);
    this.toolName = toolName;
    this.toolCallArguments = toolCallArguments;
    this.problem = problem;
    this.retries = retries;
  }

  /** The tool of the first rejected call of the last round. */
  getToolName(): string {
    return this.toolName;
  }

  /** That call's arguments as the model sent them. */
  getToolCallArguments(): string {
    return this.toolCallArguments;
  }

  /** Why they were rejected. */
  getProblem(): string {
    return this.problem;
  }

  /** The retries the model was given. */
  getRetries(): number {
    return this.retries;
  }
}
