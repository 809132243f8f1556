/* Ported from Spring AI Filter.Expression (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaToString, objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ExpressionType } from './ExpressionType.js';
import type { Operand } from './Operand.js';

/**
 * An operator with its operands: `Expression(EQ, Key, Value)`, `Expression(AND, left, right)`,
 * `Expression(NOT, operand)` (Java's record `Filter.Expression`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.Expression.html
 * @category Vector Store
 */
export class Expression {
  private readonly _right: Operand | undefined;

  /** The operator, its left operand and (except for `NOT`, `ISNULL`, `ISNOTNULL`) its right one. */
  constructor(
    private readonly _type: ExpressionType,
    private readonly _left: Operand,
    right?: Operand | null,
  ) {
    this._right = right ?? undefined;
  }

  /** The operator. */
  type(): ExpressionType {
    return this._type;
  }

  /** The left operand. */
  left(): Operand {
    return this._left;
  }

  /** The right operand, if any. */
  right(): Operand | undefined {
    return this._right;
  }

  /** Same operator and operands. */
  equals(other: unknown): boolean {
    return (
      other instanceof Expression &&
      other._type === this._type &&
      objectsEquals(this._left, other._left) &&
      objectsEquals(this._right, other._right)
    );
  }

  /** Combined from the components. */
  hashCode(): number {
    return objectsHash(this._type, this._left, this._right);
  }

  /** `Expression[type=EQ, left=Key[key=…], right=Value[value=…]]`. */
  toString(): string {
    return `Expression[type=${this._type.toString()}, left=${javaToString(this._left)}, right=${javaToString(this._right)}]`;
  }
}
