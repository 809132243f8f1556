/* Ported from Spring AI FilterExpressionConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Expression } from './Expression.js';

/**
 * Turns a portable filter expression into a vector store's native filter language.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterExpressionConverter.html
 * @category Vector Store
 */
export interface FilterExpressionConverter {
  /** The native filter text. */
  convertExpression(expression: Expression): string;
}
