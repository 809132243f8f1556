/* spring-ai-ts, Apache-2.0. tsyringe tokens with no Java counterpart. */

/**
 * The tsyringe token under which tool classes are registered (by `registerTools`); each
 * registration resolves to one tool object whose `@Tool` methods become tools.
 *
 * The tokens of library interfaces live on their companions: `ToolCallback.TOKEN`,
 * `ToolCallbackProvider.TOKEN`, `ToolCallbackResolver.TOKEN`,
 * `ToolExecutionExceptionProcessor.TOKEN`.
 *
 * @category Tools
 */
export const TOOL_CLASSES: unique symbol = Symbol.for('spring-ai.ToolClasses');
