/* spring-ai-ts, Apache-2.0. The function kinds behind a FunctionToolCallback (Java's BiFunction/Function/Supplier/Consumer). */
import type { ToolContext } from '../../chat/model/ToolContext.js';

/**
 * The function behind a {@link FunctionToolCallback}: Java's `BiFunction<I, ToolContext, O>`,
 * `Function<I, O>`, `Supplier<O>` or `Consumer<I>`, synchronous or `async`.
 *
 * @remarks
 * `FunctionToolCallback.builder` also accepts an object whose class implements one of them
 * (`class WeatherService implements Function<…>`): see {@link ToolFunctionObject}.
 *
 * A `BiFunction` may declare its `ToolContext` parameter as required: the callback always
 * passes one, an empty context when the caller gave none (Java passes `null`).
 *
 * @category Tools
 */
export type ToolFunction<I, O> =
  | ((input: I, toolContext: ToolContext) => O | Promise<O>)
  | ((input: I) => O | Promise<O>)
  | (() => O | Promise<O>);

/**
 * An application class that implements Java's `Function`, `BiFunction`, `Supplier` or `Consumer`,
 * translated as a class with that interface's method: `apply(input)`, `apply(input, toolContext)`,
 * `get()` or `accept(input)`.
 *
 * @category Tools
 */
export type ToolFunctionObject<I, O> =
  | {
      /** Java's `BiFunction.apply(input, toolContext)`. */
      apply(input: I, toolContext: ToolContext): O | Promise<O>;
    }
  | {
      /** Java's `Function.apply(input)`. */
      apply(input: I): O | Promise<O>;
    }
  | {
      /** Java's `Supplier.get()`. */
      get(): O | Promise<O>;
    }
  | {
      /** Java's `Consumer.accept(input)`. */
      accept(input: I): void | Promise<void>;
    };
