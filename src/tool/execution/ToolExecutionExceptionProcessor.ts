/* Ported from Spring AI ToolExecutionExceptionProcessor (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolExecutionException } from './ToolExecutionException.js';

/**
 * Decides what a tool failure becomes: a message sent back to the model (the return value), or
 * an error that ends the call (by throwing).
 *
 * @example
 * ```ts
 * import { DefaultToolCallingManager, type ToolExecutionException, type ToolExecutionExceptionProcessor } from 'spring-ai-ts';
 *
 * // The model sees a short message instead of the error's details.
 * class BriefExceptionProcessor implements ToolExecutionExceptionProcessor {
 *   process(exception: ToolExecutionException): string {
 *     return `The tool ${exception.getToolDefinition().name()} failed; try another approach.`;
 *   }
 * }
 *
 * const toolCallingManager = DefaultToolCallingManager.builder()
 *   .toolExecutionExceptionProcessor(new BriefExceptionProcessor())
 *   .build();
 * console.log(toolCallingManager);
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/ToolExecutionExceptionProcessor.html
 * @category Tools
 */
export interface ToolExecutionExceptionProcessor {
  /** The text to send to the model for `exception`; throws to stop instead. */
  process(exception: ToolExecutionException): string;
}

/**
 * Statics of {@link ToolExecutionExceptionProcessor}.
 *
 * @category Tools
 */
export const ToolExecutionExceptionProcessor = {
  /** The tsyringe token under which the processor is registered. */
  TOKEN: Symbol.for('spring-ai.ToolExecutionExceptionProcessor'),

  /** True for objects with a `process` method. */
  isInstance(value: unknown): value is ToolExecutionExceptionProcessor {
    return typeof value === 'object' && value !== null && typeof (value as { process?: unknown }).process === 'function';
  },

  /** Accepts a processor or a plain function (a Java lambda) and returns a processor. */
  from(
    processor: ToolExecutionExceptionProcessor | ((exception: ToolExecutionException) => string),
  ): ToolExecutionExceptionProcessor {
    return typeof processor === 'function' ? { process: processor } : processor;
  },
} as const;
