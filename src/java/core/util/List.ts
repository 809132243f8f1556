/* spring-ai-ts, Apache-2.0. Counterpart of java.util.List's static factories (List.of, List.copyOf). */
import { immutableList, isUnmodifiableList } from '../lang/unmodifiable.js';
import { requireElement, requireElements } from './internal/checks.js';

/**
 * A Java `List<T>` is a JavaScript array (`list.get(i)` → `list[i]`, `size()` → `.length`); this
 * type names it for code that keeps the Java type's name.
 *
 * @category Collections
 */
export type List<T> = T[];

/**
 * `java.util.List`'s unmodifiable factories, kept with their Java text: `List.of("a", "b")`,
 * `List.copyOf(names)`. The result is an ordinary array (typed `T[]`, `Array.isArray` is true,
 * it iterates, maps, compares and serializes as one) whose every change (`push`, `splice`, `sort`,
 * `list[0] = x`, `length = 0`) throws {@link UnsupportedOperationException}, as Java's does.
 *
 * @remarks
 * Java's `List.of` overloads (0 to 10 elements and varargs) are one rest parameter. An array passed
 * as the only argument is one element, as a `String[]` is not in Java (`List.of(array)` there
 * spreads it): write `List.of(...array)`. The list is an array behind a `Proxy`, which
 * `structuredClone` refuses (clone `[...list]`).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/List.html
 * @category Collections
 */
export const List = {
  /**
   * `List.of(e1, e2, …)`: an unmodifiable list of the elements, in order.
   *
   * @throws NullPointerException when an element is `null` or `undefined` (as Java's, no message)
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/List.html#of(E...)
   */
  of<T>(...elements: T[]): T[] {
    return immutableList(elements.map(requireElement) as T[]);
  },

  /**
   * `List.copyOf(coll)`: an unmodifiable list of the collection's elements, in iteration order; a
   * list that is already unmodifiable (from `List.of`/`copyOf`) is returned as is, as Java does.
   *
   * @throws NullPointerException when `coll` or one of its elements is `null` or `undefined`
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/List.html#copyOf(java.util.Collection)
   */
  copyOf<T>(coll: Iterable<T>): T[] {
    if (isUnmodifiableList(coll) && Object.isFrozen(coll)) return coll as T[];
    return immutableList(requireElements(coll) as T[]);
  },
} as const;
