/* Ported from Spring AI Tool (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { registerJavaClass } from '../../java/reflect/JavaType.js';
import type { ToolOptions } from './ToolOptions.js';
import { TOOL_METADATA_KEY, TOOL_METHODS_METADATA_KEY } from './metadata-keys.js';

/**
 * Marks a method as a tool the model can call.
 *
 * The decorator only records its options; tool definitions (name, description, JSON schema)
 * are built when the tool object is registered, by `MethodToolCallbackProvider` or
 * `ToolCallbacks.from`.
 *
 * @example
 * ```ts
 * @injectable()
 * class WeatherTools {
 *   @Tool({ description: 'Get the weather in a city' })
 *   getWeather(@ToolParam({ description: 'The city' }) city: string, unit: Unit): Promise<string> {
 *     return fetchWeather(city, unit);
 *   }
 * }
 * ```
 *
 * @remarks
 * Java annotation attributes become one options object (`@Tool({ description: '…' })`). A
 * "meta-annotation" (an annotation annotated with `@Tool`) translates to a function returning
 * `Tool(options)`. Tool methods may be synchronous or `async`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/annotation/Tool.html
 * @category Tools
 */
export function Tool(options: ToolOptions = {}): MethodDecorator {
  return (target: object, propertyKey: string | symbol): void => {
    registerJavaClass((typeof target === 'function' ? target : target.constructor) as abstract new (...args: never[]) => unknown);
    if (typeof propertyKey !== 'string') return;
    Reflect.defineMetadata(TOOL_METADATA_KEY, Object.freeze({ ...options }), target, propertyKey);
    const own = (Reflect.getOwnMetadata(TOOL_METHODS_METADATA_KEY, target) as string[] | undefined) ?? [];
    if (!own.includes(propertyKey)) {
      Reflect.defineMetadata(TOOL_METHODS_METADATA_KEY, [...own, propertyKey], target);
    }
  };
}
