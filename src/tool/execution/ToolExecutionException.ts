/* Ported from Spring AI ToolExecutionException (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { SpringAiError } from '../../java/core/SpringAiError.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';

/** The message of a thrown value, as Java's `Throwable.getMessage()` gives it. */
function messageOf(cause: unknown): string {
  if (SpringAiError.isInstance(cause)) return cause.getMessage();
  if (cause instanceof Error) return cause.message;
  if (cause === undefined || cause === null) return '';
  // A thrown plain object shows its content, not "[object Object]".
  if (typeof cause === 'object' && String(cause) === '[object Object]') {
    try {
      return JSON.stringify(cause) ?? String(cause);
    } catch {
      return String(cause);
    }
  }
  return String(cause);
}

/**
 * A tool failed; carries the tool's definition and the original error as the cause.
 *
 * The message is the cause's message. By default the tool-calling loop sends it back to the model
 * as the tool result (see `DefaultToolExecutionExceptionProcessor`), so the model can correct
 * itself.
 *
 * @remarks JavaScript can throw any value: a thrown plain object gives its JSON as the message
 * (not `"[object Object]"`), other values their `String` form.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/ToolExecutionException.html
 * @category Errors
 */
export class ToolExecutionException extends RuntimeException {
  private readonly toolDefinition: ToolDefinition;

  constructor(toolDefinition: ToolDefinition, cause: unknown) {
    super(messageOf(cause), cause);
    this.toolDefinition = toolDefinition;
  }

  /** The definition of the tool that failed. */
  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }
}
