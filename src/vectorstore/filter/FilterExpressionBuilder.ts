/* Ported from Spring AI FilterExpressionBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { javaToString, objectsEquals, objectsHashCode } from '../../java/core/lang/JavaObjects.js';
import { Expression } from './Expression.js';
import { ExpressionType } from './ExpressionType.js';
import { Group } from './Group.js';
import { Key } from './Key.js';
import type { Operand } from './Operand.js';
import { Value } from './Value.js';

const listOf = (values: unknown[]): unknown[] => (values.length === 1 && Array.isArray(values[0]) ? [...(values[0] as unknown[])] : values);

/**
 * A fluent way to build filter expressions in code:
 * `b.and(b.eq('genre', 'drama'), b.gte('year', 2020)).build()`.
 *
 * @remarks
 * `in`/`nin` take rest arguments; a single array argument is the list itself
 * (`b.in('k', ['a', 'b'])` gives `Value(['a', 'b'])`). `FilterExpressionBuilder.Op` is reachable
 * only under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterExpressionBuilder.html
 * @category Vector Store
 */
export class FilterExpressionBuilder {
  /** `key == value`. */
  eq(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.EQ, new Key(key), new Value(value)));
  }

  /** `key != value`. */
  ne(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.NE, new Key(key), new Value(value)));
  }

  /** `key > value`. */
  gt(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.GT, new Key(key), new Value(value)));
  }

  /** `key >= value`. */
  gte(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.GTE, new Key(key), new Value(value)));
  }

  /** `key < value`. */
  lt(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.LT, new Key(key), new Value(value)));
  }

  /** `key <= value`. */
  lte(key: string, value: unknown): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.LTE, new Key(key), new Value(value)));
  }

  /** `left AND right`. */
  and(left: FilterExpressionBuilder.Op, right: FilterExpressionBuilder.Op): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.AND, left.expression(), right.expression()));
  }

  /** `left OR right`. */
  or(left: FilterExpressionBuilder.Op, right: FilterExpressionBuilder.Op): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.OR, left.expression(), right.expression()));
  }

  /** `key IN [values]`. */
  in(key: string, ...values: unknown[]): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.IN, new Key(key), new Value(listOf(values))));
  }

  /** `key NIN [values]`. */
  nin(key: string, ...values: unknown[]): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.NIN, new Key(key), new Value(listOf(values))));
  }

  /** `key IS NULL`. */
  isNull(key: string): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.ISNULL, new Key(key)));
  }

  /** `key IS NOT NULL`. */
  isNotNull(key: string): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.ISNOTNULL, new Key(key)));
  }

  /** `( content )`. */
  group(content: FilterExpressionBuilder.Op): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Group(content.build()));
  }

  /** `NOT content`. */
  not(content: FilterExpressionBuilder.Op): FilterExpressionBuilder.Op {
    return new FilterExpressionBuilder.Op(new Expression(ExpressionType.NOT, content.expression(), null));
  }
}

/**
 * Nested types of {@link FilterExpressionBuilder}.
 *
 * @category Vector Store
 */
export namespace FilterExpressionBuilder {
  /**
   * Java's record `FilterExpressionBuilder.Op`: an operand under construction.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/FilterExpressionBuilder.Op.html
   */
  export class Op {
    /** Wraps an operand. */
    constructor(private readonly _expression: Operand) {}

    /** The wrapped operand. */
    expression(): Operand {
      return this._expression;
    }

    /** The expression (a group's content); `RuntimeException` for a bare key or value. */
    build(): Expression {
      if (this._expression instanceof Group) return this._expression.content();
      if (this._expression instanceof Expression) return this._expression;
      throw new RuntimeException(`Invalid expression: ${javaToString(this._expression)}`);
    }

    /** Same operand. */
    equals(other: unknown): boolean {
      return other instanceof Op && objectsEquals(this._expression, other._expression);
    }

    /** The operand's hash. */
    hashCode(): number {
      return objectsHashCode(this._expression);
    }

    /** `Op[expression=…]`. */
    toString(): string {
      return `Op[expression=${javaToString(this._expression)}]`;
    }
  }
}
