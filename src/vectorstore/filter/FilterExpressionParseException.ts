/* Ported from Spring AI FilterExpressionTextParser.FilterExpressionParseException (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../../java/core/RuntimeException.js';

/**
 * A filter text that does not parse. The message names the offending token and its
 * `line:column` (column counted from 0, as ANTLR does, in the text as given).
 *
 * @remarks
 * Java's nested `FilterExpressionTextParser.FilterExpressionParseException`, also reachable under
 * that name. ANTLR's exact wording is not reproduced.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterExpressionTextParser.FilterExpressionParseException.html
 * @category Vector Store
 */
export class FilterExpressionParseException extends RuntimeException {}
