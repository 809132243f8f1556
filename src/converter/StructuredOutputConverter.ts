/* Ported from Spring AI StructuredOutputConverter (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Converts a model's text output into a value of type `T`, and tells the model which format to
 * answer in.
 *
 * @example
 * ```ts
 * import { ChatClient, type ChatModel, type StructuredOutputConverter } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // Asks for one item a line and returns the lines.
 * class LinesOutputConverter implements StructuredOutputConverter<string[]> {
 *   getFormat(): string {
 *     return 'Answer with one item per line and nothing else.';
 *   }
 *
 *   convert(source: string): string[] {
 *     return source.split('\n').map((line) => line.trim()).filter((line) => line !== '');
 *   }
 * }
 *
 * const colors = await ChatClient.builder(chatModel).build().prompt('Name three colors').call().entity(new LinesOutputConverter());
 * console.log(colors);
 * ```
 *
 * @remarks
 * Java's interface extends `Converter<String, T>` and `FormatProvider`; here it has both methods
 * itself. `convert` may return `undefined` (Java `null`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/StructuredOutputConverter.html
 * @category Chat Client
 */
export interface StructuredOutputConverter<T> {
  /** Converts the model's text into the target value. */
  convert(source: string): T | undefined;

  /** Instructions appended to the prompt that describe the expected output format. */
  getFormat(): string;
}
