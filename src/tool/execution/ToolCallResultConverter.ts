/* Ported from Spring AI ToolCallResultConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { TypeRef } from '../../java/reflect/TypeRef.js';

/**
 * Turns what a tool returned into the text sent to the model.
 *
 * @example
 * ```ts
 * import { Tool, type ToolCallResultConverter } from 'spring-ai-ts';
 *
 * // Sends the model a line of text instead of the JSON of the result.
 * class ListResultConverter implements ToolCallResultConverter {
 *   convert(result: unknown): string {
 *     return Array.isArray(result) ? result.join(', ') : String(result);
 *   }
 * }
 *
 * class CityTools {
 *   @Tool({ description: 'The largest cities of a country', resultConverter: ListResultConverter })
 *   largestCities(country: string): string[] {
 *     return country === 'Italy' ? ['Rome', 'Milan', 'Naples'] : [];
 *   }
 * }
 *
 * console.log(new ListResultConverter().convert(new CityTools().largestCities('Italy')));
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/ToolCallResultConverter.html
 * @category Tools
 */
export interface ToolCallResultConverter {
  /**
   * Converts `result`; `returnType` is the tool's declared return type (`'void'` for a method
   * declared `void`), or `undefined` when unknown.
   */
  convert(result: unknown, returnType: TypeRef | undefined): string;
}

/**
 * Statics of {@link ToolCallResultConverter}.
 *
 * @category Tools
 */
export const ToolCallResultConverter = {
  /** True for objects with a `convert` method. */
  isInstance(value: unknown): value is ToolCallResultConverter {
    return typeof value === 'object' && value !== null && typeof (value as { convert?: unknown }).convert === 'function';
  },

  /** Accepts a converter or a plain function (a Java lambda) and returns a converter. */
  from(
    converter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string),
  ): ToolCallResultConverter {
    return typeof converter === 'function' ? { convert: converter } : converter;
  },
} as const;
