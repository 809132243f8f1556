/* Ported from Spring AI Filter.ExpressionType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';
import { stringHash } from '../../java/core/lang/JavaObjects.js';

/**
 * The operators of a filter expression: `AND, OR, EQ, NE, GT, GTE, LT, LTE, IN, NIN, NOT,
 * ISNULL, ISNOTNULL`.
 *
 * @remarks
 * Java's nested enum `Filter.ExpressionType`, also reachable as `Filter.ExpressionType`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.ExpressionType.html
 * @category Vector Store
 */
export class ExpressionType extends JavaEnumConstant {
  /** Both sides hold. */
  static readonly AND = new ExpressionType('AND', 0);
  /** Either side holds. */
  static readonly OR = new ExpressionType('OR', 1);
  /** Equal. */
  static readonly EQ = new ExpressionType('EQ', 2);
  /** Not equal. */
  static readonly NE = new ExpressionType('NE', 3);
  /** Greater than. */
  static readonly GT = new ExpressionType('GT', 4);
  /** Greater than or equal. */
  static readonly GTE = new ExpressionType('GTE', 5);
  /** Less than. */
  static readonly LT = new ExpressionType('LT', 6);
  /** Less than or equal. */
  static readonly LTE = new ExpressionType('LTE', 7);
  /** In a list. */
  static readonly IN = new ExpressionType('IN', 8);
  /** Not in a list. */
  static readonly NIN = new ExpressionType('NIN', 9);
  /** Negation. */
  static readonly NOT = new ExpressionType('NOT', 10);
  /** The key is absent. */
  static readonly ISNULL = new ExpressionType('ISNULL', 11);
  /** The key is present. */
  static readonly ISNOTNULL = new ExpressionType('ISNOTNULL', 12);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /** The constant with this name. */
  static override valueOf(name: string): ExpressionType {
    return ExpressionType.constantNamed('org.springframework.ai.vectorstore.filter.Filter.ExpressionType', name);
  }

  /** Identity. */
  equals(other: unknown): boolean {
    return this === other;
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this.name());
  }
}
