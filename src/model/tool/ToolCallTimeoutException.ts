/* spring-ai-ts, Apache-2.0. A tool that did not settle within its timeout; no Spring counterpart. */
import { RuntimeException } from '../../java/core/RuntimeException.js';

/**
 * A tool call did not settle within the timeout `DefaultToolCallingManager` was given for it
 * (`toolTimeout(name, millis)` or `defaultToolTimeout(millis)` on its builder). The tool's
 * `AbortSignal` (`ToolContext.getAbortSignal()`) has been fired when this is thrown, and the turn
 * ends with it.
 *
 * The message is `"Tool '<name>' did not complete within <n> ms"`.
 *
 * @remarks No Spring counterpart: Spring AI 1.1.8 has no tool timeout, a tool that never returns
 * blocks the turn. Here too the timeout is off unless configured.
 * @category Errors
 */
export class ToolCallTimeoutException extends RuntimeException {
  private readonly toolName: string;

  private readonly timeoutMillis: number;

  /**
   * @param toolName - the tool that did not settle
   * @param timeoutMillis - the timeout it was given
   */
  constructor(toolName: string, timeoutMillis: number) {
    super(`Tool '${toolName}' did not complete within ${timeoutMillis} ms`);
    this.toolName = toolName;
    this.timeoutMillis = timeoutMillis;
  }

  /** The tool that did not settle. */
  getToolName(): string {
    return this.toolName;
  }

  /** The timeout it was given, in milliseconds. */
  getTimeoutMillis(): number {
    return this.timeoutMillis;
  }
}
