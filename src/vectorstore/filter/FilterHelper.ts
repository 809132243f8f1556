/* Ported from Spring AI FilterHelper (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { Expression } from './Expression.js';
import { ExpressionType } from './ExpressionType.js';
import { Group } from './Group.js';
import type { Operand } from './Operand.js';

const NEGATION = new Map<ExpressionType, ExpressionType>([
  [ExpressionType.AND, ExpressionType.OR],
  [ExpressionType.OR, ExpressionType.AND],
  [ExpressionType.EQ, ExpressionType.NE],
  [ExpressionType.NE, ExpressionType.EQ],
  [ExpressionType.GT, ExpressionType.LTE],
  [ExpressionType.GTE, ExpressionType.LT],
  [ExpressionType.LT, ExpressionType.GTE],
  [ExpressionType.LTE, ExpressionType.GT],
  [ExpressionType.IN, ExpressionType.NIN],
  [ExpressionType.NIN, ExpressionType.IN],
]);

/**
 * Filter expression helpers for converters: `negate` pushes a `NOT` down to the comparisons
 * (De Morgan; `NOT(a == 1)` becomes `a != 1`).
 *
 * @remarks
 * `negate(NOT(a))` is `a`. Spring 1.1.8 returns `negate(a)` and its converters call `negate` on
 * the `NOT` node itself, so a doubly negated filter came out singly negated; converters here
 * negate the `NOT`'s operand instead.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterHelper.html
 * @category Vector Store
 */
export abstract class FilterHelper {
  /** The operand negated without a `NOT` node. */
  static negate(operand: Operand): Operand {
    if (operand instanceof Group) {
      let inner = FilterHelper.negate(operand.content());
      if (inner instanceof Group) inner = inner.content();
      return new Group(inner as Expression);
    }
    if (operand instanceof Expression) {
      const type = operand.type();
      // NOT(NOT(a)) = a. Spring 1.1.8 returns negate(a) here (and its converters rely on that), which
      // turns a double negation into a single one; this port negates correctly.
      if (type === ExpressionType.NOT) return operand.left();
      const negated = NEGATION.get(type);
      if (negated === undefined) throw new IllegalArgumentException(`Unknown expression type: ${type.toString()}`);
      if (type === ExpressionType.AND || type === ExpressionType.OR) {
        return new Expression(negated, FilterHelper.negate(operand.left()), FilterHelper.negate(operand.right() as Operand));
      }
      return new Expression(negated, operand.left(), operand.right());
    }
    throw new IllegalArgumentException(`Can not negate operand of type: ${operand.constructor.name}`);
  }
}
