/* Ported from Spring AI Filter.Value (v1.1.8). spring-ai-ts, Apache-2.0. */
import { javaToString, objectsEquals, objectsHashCode } from '../../java/core/lang/JavaObjects.js';

/**
 * A constant in a filter expression: a string, number, boolean, `Date`, or an array of them
 * for `IN`/`NIN` (Java's record `Filter.Value`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/filter/Filter.Value.html
 * @category Vector Store
 */
export class Value {
  /** The constant. */
  constructor(private readonly _value: unknown) {}

  /** The constant. */
  value(): unknown {
    return this._value;
  }

  /** Same constant (arrays element-wise, dates by time). */
  equals(other: unknown): boolean {
    if (!(other instanceof Value)) return false;
    if (this._value instanceof Date && other._value instanceof Date) return this._value.getTime() === other._value.getTime();
    return objectsEquals(this._value, other._value);
  }

  /** The hash of the constant. */
  hashCode(): number {
    return objectsHashCode(this._value);
  }

  /** `Value[value=…]`. */
  toString(): string {
    return `Value[value=${javaToString(this._value)}]`;
  }
}
