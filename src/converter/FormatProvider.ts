/* Ported from Spring AI FormatProvider (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Supplies the instructions that tell a model which format to answer in.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/converter/FormatProvider.html
 * @category Chat Client
 */
export interface FormatProvider {
  /** The format instructions, appended to the prompt. */
  getFormat(): string;
}
