/* Ported from Spring AI AbstractFilterExpressionConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../../java/core/RuntimeException.js';
import { Expression } from '../Expression.js';
import { ExpressionType } from '../ExpressionType.js';
import type { FilterExpressionConverter } from '../FilterExpressionConverter.js';
import { FilterHelper } from '../FilterHelper.js';
import { Group } from '../Group.js';
import { Key } from '../Key.js';
import type { Operand } from '../Operand.js';
import { Value } from '../Value.js';

/**
 * The walk over a filter expression that converters share: groups, keys, values (lists as
 * ranges), `NOT` pushed down with `FilterHelper.negate`; subclasses emit the native syntax.
 *
 * @remarks
 * Java's `StringBuilder` context is a `string[]` the hooks push text onto. ISO-8601 UTC date
 * strings (`2020-01-01T00:00:00Z`) in values become `Date`s, as in Spring.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/converter/AbstractFilterExpressionConverter.html
 * @category Vector Store
 */
export abstract class AbstractFilterExpressionConverter implements FilterExpressionConverter {
  /** ISO-8601 UTC timestamps, optionally with fractions of a second. */
  protected static readonly ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

  /** The native filter text. */
  convertExpression(expression: Expression): string {
    return this.convertOperandToString(expression);
  }

  /** The native text of one operand. */
  protected convertOperandToString(operand: Operand): string {
    const context: string[] = [];
    this.convertOperand(operand, context);
    return context.join('');
  }

  /** Emits one operand onto the context. */
  protected convertOperand(operand: Operand, context: string[]): void {
    if (operand instanceof Group) this.doGroup(operand, context);
    else if (operand instanceof Key) this.doKey(operand, context);
    else if (operand instanceof Value) this.doValue(operand, context);
    else if (operand instanceof Expression) {
      const type = operand.type();
      if (
        type !== ExpressionType.NOT &&
        type !== ExpressionType.AND &&
        type !== ExpressionType.OR &&
        !(operand.right() instanceof Value) &&
        type !== ExpressionType.ISNULL &&
        type !== ExpressionType.ISNOTNULL
      ) {
        throw new RuntimeException('Non AND/OR/ISNULL/ISNOTNULL expression must have Value right argument!');
      }
      if (type === ExpressionType.NOT) this.doNot(operand, context);
      else this.doExpression(operand, context);
    }
  }

  /** `NOT` as the negated expression. */
  protected doNot(expression: Expression, context: string[]): void {
    this.convertOperand(FilterHelper.negate(expression.left()), context);
  }

  /** Emits a comparison or `AND`/`OR`. */
  protected abstract doExpression(expression: Expression, context: string[]): void;

  /** Emits a key. */
  protected abstract doKey(filterKey: Key, context: string[]): void;

  /** Emits a value, a list as a range. */
  protected doValue(filterValue: Value, context: string[]): void {
    const value = filterValue.value();
    if (Array.isArray(value)) {
      this.doStartValueRange(filterValue, context);
      value.forEach((item: unknown, i: number) => {
        this.doSingleValue(AbstractFilterExpressionConverter.normalizeDateString(item), context);
        if (i < value.length - 1) this.doAddValueRangeSpitter(filterValue, context);
      });
      this.doEndValueRange(filterValue, context);
    } else {
      this.doSingleValue(AbstractFilterExpressionConverter.normalizeDateString(value), context);
    }
  }

  /** An ISO date string as a `Date`; anything else unchanged. */
  protected static normalizeDateString(value: unknown): unknown {
    if (typeof value !== 'string' || !AbstractFilterExpressionConverter.ISO_DATE_PATTERN.test(value)) return value;
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new IllegalArgumentException(`Invalid date type: ${value}`);
    return date;
  }

  /** Emits one constant. */
  protected abstract doSingleValue(value: unknown, context: string[]): void;

  /** A value as JSON text (`Date`s as ISO strings). */
  protected static emitJsonValue(value: unknown, context: string[]): void {
    const text = JSON.stringify(value instanceof Date ? value.toISOString() : value);
    if (text === undefined) throw new RuntimeException('Error serializing value to JSON.');
    context.push(text);
  }

  /** Emits a group. */
  protected doGroup(group: Group, context: string[]): void {
    this.doStartGroup(group, context);
    this.convertOperand(group.content(), context);
    this.doEndGroup(group, context);
  }

  /** Before a group's content (nothing by default). */
  protected doStartGroup(_group: Group, _context: string[]): void {}

  /** After a group's content (nothing by default). */
  protected doEndGroup(_group: Group, _context: string[]): void {}

  /** Opens a list (`[`). */
  protected doStartValueRange(_listValue: Value, context: string[]): void {
    context.push('[');
  }

  /** Closes a list (`]`). */
  protected doEndValueRange(_listValue: Value, context: string[]): void {
    context.push(']');
  }

  /** Separates list items (`,`). */
  protected doAddValueRangeSpitter(_listValue: Value, context: string[]): void {
    context.push(',');
  }
}
