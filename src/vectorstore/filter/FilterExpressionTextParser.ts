/* Ported from Spring AI FilterExpressionTextParser (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Expression } from './Expression.js';
import { FilterExpressionParseException } from './FilterExpressionParseException.js';
import { FilterParser } from './internal/FilterParser.js';

const WHERE_PREFIX = 'WHERE';

/**
 * Parses Spring's portable filter language into a {@link Filter.Expression}:
 * `genre == 'drama' && year >= 2020`, `country IN ['BG', 'NL']`, `NOT (a == 1 OR b != 2)`,
 * `k IS NULL`, `id == 3L`, quoted keys (`'country.1' == 'BG'`), with an optional leading
 * `WHERE`. Parsed expressions are cached by text.
 *
 * @remarks
 * Spring generates its parser with ANTLR; this one is hand-written for the same grammar and
 * gives the same expressions (precedence: comparisons, `AND`, `OR`; `NOT` applies to the whole
 * rest of its expression). A failure throws {@link FilterExpressionParseException} naming the
 * offending token and `line:column` in the text as given. The ANTLR error-strategy
 * constructor argument has no counterpart; a long constant (`3L`) parses to a `number`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterExpressionTextParser.html
 * @category Vector Store
 */
export class FilterExpressionTextParser {
  /** Java's nested exception type. */
  static readonly FilterExpressionParseException = FilterExpressionParseException;

  private readonly cache = new Map<string, Expression>();

  /** Parses the text (an optional `WHERE` prefix is allowed). */
  parse(textFilterExpression: string): Expression {
    Assert.hasText(textFilterExpression, 'Expression should not be empty!');
    let text = textFilterExpression;
    let offset = 0;
    if (!text.toUpperCase().startsWith(WHERE_PREFIX)) {
      text = `${WHERE_PREFIX} ${text}`;
      offset = WHERE_PREFIX.length + 1;
    }
    const cached = this.cache.get(text);
    if (cached !== undefined) return cached;
    const operand = new FilterParser(text, offset, JSON.stringify(textFilterExpression)).parseWhere();
    const expression = FilterParser.toExpression(operand);
    if (!this.cache.has(text)) this.cache.set(text, expression);
    return expression;
  }

  /** Empties the cache. */
  clearCache(): void {
    this.cache.clear();
  }

  /** @internal The cache, keyed by the `WHERE`-prefixed text. */
  getCache(): Map<string, Expression> {
    return this.cache;
  }
}

/**
 * Type-level view of the nested types of {@link FilterExpressionTextParser}.
 *
 * @category Vector Store
 */
export declare namespace FilterExpressionTextParser {
  /** Java's `FilterExpressionTextParser.FilterExpressionParseException`. */
  type FilterExpressionParseException = import('./FilterExpressionParseException.js').FilterExpressionParseException;
}
