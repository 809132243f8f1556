/* Ported from Spring AI Filter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Expression as ExpressionClass } from './Expression.js';
import { ExpressionType as ExpressionTypeClass } from './ExpressionType.js';
import { Group as GroupClass } from './Group.js';
import { Key as KeyClass } from './Key.js';
import type { Operand as OperandType } from './Operand.js';
import { Value as ValueClass } from './Value.js';

/**
 * The portable filter expression model: {@link Expression}s over {@link Key}s and {@link Value}s,
 * grouped by {@link Group}s. Build one with `FilterExpressionBuilder` or parse one with
 * `FilterExpressionTextParser`; each vector store turns it into its own query language.
 *
 * @remarks
 * Java's nested types are reachable as `Filter.Expression`, `Filter.Key`, … (value and type)
 * and as top-level exports. `import static …Filter.ExpressionType.EQ` becomes
 * `const { EQ } = Filter.ExpressionType;`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.html
 * @category Vector Store
 */
export class Filter {
  /** The operators. */
  static readonly ExpressionType = ExpressionTypeClass;
  /** A metadata key. */
  static readonly Key = KeyClass;
  /** A constant. */
  static readonly Value = ValueClass;
  /** An operator with operands. */
  static readonly Expression = ExpressionClass;
  /** A parenthesized expression. */
  static readonly Group = GroupClass;
}

/**
 * Type-level view of the nested types of {@link Filter}.
 *
 * @category Vector Store
 */
export declare namespace Filter {
  /** Java's `Filter.ExpressionType`. */
  type ExpressionType = ExpressionTypeClass;
  /** Java's `Filter.Key`. */
  type Key = KeyClass;
  /** Java's `Filter.Value`. */
  type Value = ValueClass;
  /** Java's `Filter.Expression`. */
  type Expression = ExpressionClass;
  /** Java's `Filter.Group`. */
  type Group = GroupClass;
  /** Java's `Filter.Operand`. */
  type Operand = OperandType;
}
