/* Ported from Spring AI PgVectorFilterExpressionConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { AbstractFilterExpressionConverter } from '../filter/converter/AbstractFilterExpressionConverter.js';
import { Expression } from '../filter/Expression.js';
import type { Operand } from '../filter/Operand.js';
import { ExpressionType } from '../filter/ExpressionType.js';
import type { Group } from '../filter/Group.js';
import type { Key } from '../filter/Key.js';
import type { Value } from '../filter/Value.js';

const DEFAULT_METADATA_COLUMN = 'metadata';

const SYMBOLS = new Map<ExpressionType, string>([
  [ExpressionType.AND, ' && '],
  [ExpressionType.OR, ' || '],
  [ExpressionType.EQ, ' == '],
  [ExpressionType.NE, ' != '],
  [ExpressionType.LT, ' < '],
  [ExpressionType.LTE, ' <= '],
  [ExpressionType.GT, ' > '],
  [ExpressionType.GTE, ' >= '],
]);

const quoteIdentifier = (identifier: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(identifier) ? identifier : `"${identifier.replaceAll('"', '""')}"`;

/**
 * Converts a filter expression into a PostgreSQL SQL/JSON path predicate on the metadata column:
 * `metadata::jsonb @@ '$."genre" == "drama" && $."year" >= 2020'::jsonpath`.
 *
 * @remarks
 * Keys and values are written as JSON strings inside the path, so no key or value can leave it.
 * Beyond Spring, {@link PgVectorFilterExpressionConverter.convertToJsonPath} returns the path
 * alone; `PgVectorStore` binds it as a query parameter (`metadata::jsonb @@ $n::jsonpath`)
 * instead of splicing it into the SQL. `IS NULL`/`IS NOT NULL` are not supported, as in Spring
 * 1.1.8 (`RuntimeException: Not supported expression type: ISNULL`). An `OR` directly under an
 * `AND` is parenthesized (Spring relied on `Group` nodes and got `(a && b) || c` for built
 * expressions).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/pgvector/PgVectorFilterExpressionConverter.html
 * @category Vector Store
 */
export class PgVectorFilterExpressionConverter extends AbstractFilterExpressionConverter {
  private readonly metadataColumn: string;

  /** Filters on the `metadata` column (Java's no-argument constructor). */
  constructor();
  /** Filters on the given metadata column. */
  constructor(metadataColumn: string);
  /**
   * @throws IllegalArgumentException `"Metadata column name must not be empty"`, also for an explicit `undefined`
   */
  constructor(metadataColumnArg?: string) {
    super();
    const metadataColumn = arguments.length >= 1 ? metadataColumnArg : DEFAULT_METADATA_COLUMN;
    Assert.hasText(metadataColumn, 'Metadata column name must not be empty');
    this.metadataColumn = metadataColumn;
  }

  /** The SQL predicate, with the path as an escaped literal (Spring's output). */
  override convertExpression(expression: Expression): string {
    const jsonPath = this.convertToJsonPath(expression);
    return `${quoteIdentifier(this.metadataColumn)}::jsonb @@ '${jsonPath.replaceAll("'", "''")}'::jsonpath`;
  }

  /** The SQL/JSON path predicate alone, for binding as a parameter (not in Spring). */
  convertToJsonPath(expression: Expression): string {
    return super.convertExpression(expression);
  }

  /** `IN`/`NIN` as `||`-joined equalities; comparisons and `AND`/`OR` with their symbols. */
  protected doExpression(expression: Expression, context: string[]): void {
    const type = expression.type();
    if (type === ExpressionType.IN || type === ExpressionType.NIN) {
      context.push(type === ExpressionType.IN ? '(' : '!(');
      this.convertToConditions(expression, context);
      context.push(')');
      return;
    }
    const symbol = SYMBOLS.get(type);
    if (symbol === undefined) throw new RuntimeException(`Not supported expression type: ${type.toString()}`);
    if (type === ExpressionType.AND) {
      this.convertAndOperand(expression.left(), context);
      context.push(symbol);
      this.convertAndOperand(expression.right() as Expression, context);
      return;
    }
    this.convertOperand(expression.left(), context);
    context.push(symbol);
    this.convertOperand(expression.right() as Value, context);
  }

  // `&&` binds tighter than `||` in a path, so an OR under an AND needs parentheses even without
  // a Group node (Spring 1.1.8 omits them, so `b.and(x, b.or(y, z))` matched `(x && y) || z`).
  private convertAndOperand(operand: Operand, context: string[]): void {
    const or = operand instanceof Expression && operand.type() === ExpressionType.OR;
    if (or) context.push('(');
    this.convertOperand(operand, context);
    if (or) context.push(')');
  }

  private convertToConditions(expression: Expression, context: string[]): void {
    const values = (expression.right() as Value).value();
    if (!Array.isArray(values)) throw new IllegalArgumentException(`Expected a List, but got: ${typeof values}`);
    if (values.length === 0) {
      // An empty list matches nothing; `1 == 2` keeps the path valid where Spring emits `()`.
      context.push('1 == 2');
      return;
    }
    values.forEach((value: unknown, i: number) => {
      this.convertOperand(expression.left(), context);
      context.push(' == ');
      this.doSingleValue(AbstractFilterExpressionConverter.normalizeDateString(value), context);
      if (i < values.length - 1) context.push(' || ');
    });
  }

  /** `$."key"` (the key as a JSON string). */
  protected doKey(key: Key, context: string[]): void {
    context.push(`$.${JSON.stringify(key.key())}`);
  }

  /** `(`. */
  protected override doStartGroup(_group: Group, context: string[]): void {
    context.push('(');
  }

  /** `)`. */
  protected override doEndGroup(_group: Group, context: string[]): void {
    context.push(')');
  }

  /** The value as JSON (dates as ISO strings). */
  protected doSingleValue(value: unknown, context: string[]): void {
    AbstractFilterExpressionConverter.emitJsonValue(value, context);
  }
}
