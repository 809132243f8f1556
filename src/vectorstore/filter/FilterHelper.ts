/* Ported from Spring AI FilterHelper (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { Expression } from './Expression.js';
import { ExpressionType } from './ExpressionType.js';
import { Group } from './Group.js';
import type { FilterExpressionConverter } from './FilterExpressionConverter.js';
import type { Operand } from './Operand.js';
import { Value } from './Value.js';

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
 * (De Morgan; `NOT(a == 1)` becomes `a != 1`); `expandIn` and `expandNin` rewrite `IN` and `NIN`
 * as chains of `==` joined by `OR` and of `!=` joined by `AND`, for stores without list operators.
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

  /**
   * Writes `key IN [a, b, c]` as `key == a OR key == b OR key == c`: the converter renders the
   * equivalent expression `OR(EQ a, OR(EQ b, EQ c))` and the text is appended to `context`. A
   * right-hand value that is not a list becomes a single `key == value`. Meant to be called from
   * a converter's `doExpression` for a store that has no `IN` operator. The text is not parenthesized;
   * a converter whose syntax needs it adds the parentheses.
   *
   * @param exp - the `IN` expression
   * @param context - the converter's output, appended to (Java's `StringBuilder`)
   * @param filterExpressionConverter - renders the expanded expression, usually the calling converter
   * @throws IllegalArgumentException if `exp` is not an `IN` expression
   * @throws IllegalStateException if the right operand is not a `Value`
   * @remarks
   * An empty list throws `IllegalArgumentException` (Spring fails with Java's
   * `IndexOutOfBoundsException`). An error message names an operand's class by its simple name.
   */
  static expandIn(exp: Expression, context: string[], filterExpressionConverter: FilterExpressionConverter): void {
    Assert.isTrue(exp.type() === ExpressionType.IN, () => `Expected IN expressions but was: ${exp.type().toString()}`);
    FilterHelper.expandInNinExpressions(ExpressionType.OR, ExpressionType.EQ, exp, context, filterExpressionConverter);
  }

  /**
   * Writes `key NIN [a, b, c]` as `key != a AND key != b AND key != c`: the converter renders the
   * equivalent expression `AND(NE a, AND(NE b, NE c))` and the text is appended to `context`. A
   * right-hand value that is not a list becomes a single `key != value`. Meant to be called from
   * a converter's `doExpression` for a store that has no `NOT IN` operator. The text is not parenthesized;
   * a converter whose syntax needs it adds the parentheses.
   *
   * @param exp - the `NIN` expression
   * @param context - the converter's output, appended to (Java's `StringBuilder`)
   * @param filterExpressionConverter - renders the expanded expression, usually the calling converter
   * @throws IllegalArgumentException if `exp` is not a `NIN` expression
   * @throws IllegalStateException if the right operand is not a `Value`
   * @remarks
   * An empty list throws `IllegalArgumentException` (Spring fails with Java's
   * `IndexOutOfBoundsException`). An error message names an operand's class by its simple name.
   */
  static expandNin(exp: Expression, context: string[], filterExpressionConverter: FilterExpressionConverter): void {
    Assert.isTrue(exp.type() === ExpressionType.NIN, () => `Expected NIN expressions but was: ${exp.type().toString()}`);
    FilterHelper.expandInNinExpressions(ExpressionType.AND, ExpressionType.NE, exp, context, filterExpressionConverter);
  }

  private static expandInNinExpressions(
    outerExpressionType: ExpressionType,
    innerExpressionType: ExpressionType,
    exp: Expression,
    context: string[],
    expressionConverter: FilterExpressionConverter,
  ): void {
    const right = exp.right();
    if (!(right instanceof Value)) {
      // Java calls getClass() on the operand (a missing one fails there with a NullPointerException).
      const type = right === undefined ? 'null' : right.constructor.name;
      throw new IllegalStateException(`Filter IN right expression should be of Filter.Value type but was ${type}`);
    }
    const value = right.value();
    if (Array.isArray(value)) {
      // Without this check an empty list would render as nothing, silently dropping the condition.
      if (value.length === 0) {
        throw new IllegalArgumentException(`Filter ${exp.type().toString()} right expression should not be an empty list`);
      }
      const comparisons = value.map((item: unknown) => new Expression(innerExpressionType, exp.left(), new Value(item)));
      context.push(expressionConverter.convertExpression(FilterHelper.aggregate(outerExpressionType, comparisons)));
    } else {
      context.push(expressionConverter.convertExpression(new Expression(innerExpressionType, exp.left(), right)));
    }
  }

  /** The expressions joined into a right-leaning tree: `[a, b, c]` becomes `a op (b op c)`. */
  private static aggregate(aggregateType: ExpressionType, expressions: Expression[]): Expression {
    const [first, ...rest] = expressions as [Expression, ...Expression[]];
    if (rest.length === 0) return first;
    return new Expression(aggregateType, first, FilterHelper.aggregate(aggregateType, rest));
  }
}
