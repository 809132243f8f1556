/* spring-ai-ts, Apache-2.0. Counterpart of java.util.Objects. */
import { NullPointerException } from '../NullPointerException.js';
import { javaToString, objectsEquals, objectsHash, objectsHashCode } from '../lang/JavaObjects.js';

/**
 * `java.util.Objects`, kept with its Java text. Its `toString` is also how a translated program
 * prints a value as Java would where Java concatenates it or calls `String.valueOf`/`toString()`:
 * `"Tags: " + tags` → `'Tags: ' + Objects.toString(tags)`.
 *
 * What `toString` prints, as Java's `String.valueOf`: `null` for `null`/`undefined`; lists, arrays and
 * sets as `[a, b]`; maps and plain objects as `{k=v, k2=v2}`; numbers as Java's `int`/`long` when they
 * are integers and as `Double.toString` otherwise (`0.5`, `1.0E-5`); a value whose class has its own
 * `toString()` by it (the library's records print `Query[text=…, history=[], context={}]`); a
 * translated record (a class whose constructor parameters all have accessors of the same name) as
 * Java's record `toString` does, `Person[name=Ada, age=36]`; any other object as `Name@hash`.
 *
 * @remarks
 * A JavaScript number does not say whether Java had an `int` or a `double`: an integer prints as an
 * `int` (`3`, where Java's `3.0` would print `3.0`). A Java array prints like a list (Java prints
 * `[Ljava.lang.String;@1b6d3586`). Maps and sets print in their JavaScript iteration order, which is
 * insertion order (Java's `HashMap` and `HashSet` print in hash order; `LinkedHashMap`, `TreeMap` with
 * keys inserted in order, and single-entry maps match). `Name@hash` has no package name.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Objects.html
 * @category Collections
 */
export class Objects {
  private constructor() {}

  /**
   * `Objects.toString(o)` / `String.valueOf(o)` in Java's format, or `nullDefault` (when given) for
   * `null`/`undefined`.
   *
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Objects.html#toString(java.lang.Object,java.lang.String)
   */
  static toString(o: unknown, nullDefault?: string): string {
    if ((o === null || o === undefined) && nullDefault !== undefined) return nullDefault;
    return javaToString(o);
  }

  /**
   * `Objects.equals(a, b)`: `null` and `undefined` alike, `equals(other)` where the value has it,
   * lists, maps and sets by their elements, anything else by identity.
   */
  static equals(a: unknown, b: unknown): boolean {
    return objectsEquals(a, b);
  }

  /** `Objects.hashCode(o)`: 0 for `null`/`undefined`, Java's hash codes for strings, numbers, booleans and collections. */
  static hashCode(o: unknown): number {
    return objectsHashCode(o);
  }

  /** `Objects.hash(values…)`: `31 * h + hashCode(value)` over the values, starting at 1. */
  static hash(...values: unknown[]): number {
    return objectsHash(...values);
  }

  /** `Objects.isNull(obj)`: true for `null` and `undefined`. */
  static isNull(obj: unknown): obj is null | undefined {
    return obj === null || obj === undefined;
  }

  /** `Objects.nonNull(obj)`: false for `null` and `undefined`. */
  static nonNull<T>(obj: T): obj is NonNullable<T> {
    return obj !== null && obj !== undefined;
  }

  /**
   * `Objects.requireNonNull(obj[, message])`: `obj`, or a {@link NullPointerException} with `message`.
   *
   * @throws NullPointerException when `obj` is `null` or `undefined`
   */
  static requireNonNull<T>(obj: T, message?: string | (() => string)): NonNullable<T> {
    if (obj === null || obj === undefined) throw new NullPointerException(typeof message === 'function' ? message() : message);
    return obj as NonNullable<T>;
  }

  /**
   * `Objects.requireNonNullElse(obj, defaultObj)`: `obj`, else `defaultObj`.
   *
   * @throws NullPointerException `defaultObj` when both are `null` or `undefined`
   */
  static requireNonNullElse<T>(obj: T | null | undefined, defaultObj: T): NonNullable<T> {
    if (obj !== null && obj !== undefined) return obj as NonNullable<T>;
    return Objects.requireNonNull(defaultObj, 'defaultObj');
  }
}
