/* Ported from Spring AI PrintFilterExpressionConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Expression } from '../Expression.js';
import type { Group } from '../Group.js';
import type { Key } from '../Key.js';
import { AbstractFilterExpressionConverter } from './AbstractFilterExpressionConverter.js';

/**
 * Renders a filter expression as plain readable text, operators by their type names
 * (`country EQ "UK" AND year GTE 2020`), for tests, logs and debugging; no store reads this
 * format.
 *
 * @example
 * ```ts
 * const text = new PrintFilterExpressionConverter().convertExpression(
 *   new FilterExpressionTextParser().parse("country == 'UK' && year >= 2020"),
 * );
 * // 'country EQ "UK" AND year GTE 2020'
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/converter/PrintFilterExpressionConverter.html
 * @category Vector Store
 */
export class PrintFilterExpressionConverter extends AbstractFilterExpressionConverter {
  /** `left TYPE right`, the type by its name (`EQ`, `AND`, …). */
  protected doExpression(expression: Expression, context: string[]): void {
    this.convertOperand(expression.left(), context);
    context.push(' ', expression.type().toString(), ' ');
    const right = expression.right();
    if (right !== undefined && right !== null) this.convertOperand(right, context);
  }

  /** The key as written. */
  protected doKey(key: Key, context: string[]): void {
    context.push(key.key());
  }

  /** `(` */
  protected override doStartGroup(_group: Group, context: string[]): void {
    context.push('(');
  }

  /** `)` */
  protected override doEndGroup(_group: Group, context: string[]): void {
    context.push(')');
  }

  /** The value as JSON (strings quoted). */
  protected doSingleValue(value: unknown, context: string[]): void {
    AbstractFilterExpressionConverter.emitJsonValue(value, context);
  }
}
