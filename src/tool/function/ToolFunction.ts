/* spring-ai-ts, Apache-2.0. The function kinds behind a FunctionToolCallback (Java's BiFunction/Function/Supplier/Consumer). */
import type { ToolContext } from '../../chat/model/ToolContext.js';

/**
 * The function behind a {@link FunctionToolCallback}: Java's `BiFunction<I, ToolContext, O>`,
 * `Function<I, O>`, `Supplier<O>` or `Consumer<I>`, synchronous or `async`.
 *
 * @remarks
 * A `BiFunction` may declare its `ToolContext` parameter as required: the callback always
 * passes one, an empty context when the caller gave none (Java passes `null`).
 *
 * @category Tools
 */
export type ToolFunction<I, O> =
  | ((input: I, toolContext: ToolContext) => O | Promise<O>)
  | ((input: I) => O | Promise<O>)
  | (() => O | Promise<O>);
