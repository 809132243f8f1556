/* Ported from Spring AI SimpleVectorStoreFilterExpressionEvaluator (v1.1.8, package-private). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { Expression } from '../filter/Expression.js';
import { ExpressionType } from '../filter/ExpressionType.js';
import { Group } from '../filter/Group.js';
import { Key } from '../filter/Key.js';
import type { Operand } from '../filter/Operand.js';
import { Value } from '../filter/Value.js';

const typeName = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

// Java formats dates as yyyy-MM-dd'T'HH:mm:ss'Z' in UTC before comparing.
const formatDate = (date: Date): string => `${date.toISOString().slice(0, 19)}Z`;

/** Evaluates a filter expression against one document's metadata, as Spring's in-memory store does. */
export class SimpleVectorStoreFilterExpressionEvaluator {
  evaluate(expression: Expression, metadata: ReadonlyMap<string, unknown>): boolean {
    return this.evaluateExpression(expression, metadata);
  }

  private evaluateOperand(operand: Operand, metadata: ReadonlyMap<string, unknown>): boolean {
    if (operand instanceof Group) return this.evaluateOperand(operand.content(), metadata);
    if (operand instanceof Expression) return this.evaluateExpression(operand, metadata);
    throw new IllegalArgumentException(`Unsupported operand type: ${operand.constructor.name}`);
  }

  private evaluateExpression(expression: Expression, metadata: ReadonlyMap<string, unknown>): boolean {
    const type = expression.type();
    switch (type) {
      case ExpressionType.AND:
        return this.evaluateOperand(this.left(expression), metadata) && this.evaluateOperand(this.right(expression), metadata);
      case ExpressionType.OR:
        return this.evaluateOperand(this.left(expression), metadata) || this.evaluateOperand(this.right(expression), metadata);
      case ExpressionType.NOT:
        return !this.evaluateOperand(this.left(expression), metadata);
      case ExpressionType.ISNULL:
        return this.metadataValue(this.left(expression), metadata) === undefined;
      case ExpressionType.ISNOTNULL:
        return this.metadataValue(this.left(expression), metadata) !== undefined;
      case ExpressionType.IN:
      case ExpressionType.NIN: {
        const value = this.metadataValue(this.left(expression), metadata);
        const list = this.filterValue(this.right(expression));
        if (!Array.isArray(list)) {
          throw new IllegalArgumentException(`Expected a List value for ${type.toString()} expression but got: ${String(list)}`);
        }
        const found = list.some((item) => this.compare(value, item) === 0);
        return type === ExpressionType.IN ? found : !found;
      }
      default: {
        const result = this.compare(this.metadataValue(this.left(expression), metadata), this.filterValue(this.right(expression)));
        if (type === ExpressionType.EQ) return result === 0;
        if (type === ExpressionType.NE) return result !== 0;
        if (type === ExpressionType.GT) return result > 0;
        if (type === ExpressionType.GTE) return result >= 0;
        if (type === ExpressionType.LT) return result < 0;
        return result <= 0;
      }
    }
  }

  private left(expression: Expression): Operand {
    return expression.left();
  }

  private right(expression: Expression): Operand {
    const right = expression.right();
    if (right === undefined) {
      throw new IllegalArgumentException(`Expression of type ${expression.type().toString()} requires a right operand`);
    }
    return right;
  }

  private metadataValue(operand: Operand, metadata: ReadonlyMap<string, unknown>): unknown {
    if (!(operand instanceof Key)) throw new IllegalArgumentException(`Expected a Key operand but got: ${operand.constructor.name}`);
    let key = operand.key();
    if (key.length >= 2 && ((key.startsWith('"') && key.endsWith('"')) || (key.startsWith("'") && key.endsWith("'")))) {
      key = key.slice(1, -1);
    }
    const value = metadata.get(key);
    return value === null ? undefined : value;
  }

  private filterValue(operand: Operand): unknown {
    if (!(operand instanceof Value)) throw new IllegalArgumentException(`Expected a Value operand but got: ${operand.constructor.name}`);
    const value = operand.value();
    if (value instanceof Date) return formatDate(value);
    if (Array.isArray(value)) return value.map((item: unknown) => (item instanceof Date ? formatDate(item) : item));
    return value;
  }

  private compare(metaValue: unknown, filterValue: unknown): number {
    const meta = metaValue instanceof Date ? formatDate(metaValue) : metaValue;
    if ((meta === undefined || meta === null) && (filterValue === undefined || filterValue === null)) return 0;
    if (meta === undefined || meta === null) return -1;
    if (filterValue === undefined || filterValue === null) return 1;
    if (typeof meta === 'number' && typeof filterValue === 'number') return meta < filterValue ? -1 : meta > filterValue ? 1 : 0;
    if (meta === filterValue) return 0;
    if (typeof meta === typeof filterValue && (typeof meta === 'string' || typeof meta === 'boolean')) {
      return (meta as string) < (filterValue as string) ? -1 : 1;
    }
    throw new IllegalArgumentException(`Cannot compare values of incompatible types ${typeName(meta)} and ${typeName(filterValue)}`);
  }
}
