/* spring-ai-ts, Apache-2.0. Counterpart of java.util.Set's static factories, usable in place of the global Set. */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { javaToString } from '../lang/JavaObjects.js';
import { unmodifiableSetCopy } from '../lang/unmodifiable.js';
import { requireElement, requireElements } from './internal/checks.js';

const GlobalSet = globalThis.Set;

// The value behind the exported `Set`: `new Set(…)` returns a genuine global Set, `instanceof`
// answers as the global's does, and a class that extends it gets ordinary instances of its own.
class JavaSet<T> extends GlobalSet<T> {
  constructor(values?: Iterable<T> | null) {
    if (new.target === JavaSet) return new GlobalSet(values);
    super(values);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === JavaSet ? value instanceof GlobalSet : Function.prototype[Symbol.hasInstance].call(this, value);
  }

  static of<T>(...elements: T[]): Set<T> {
    const set = new GlobalSet<T>();
    for (const element of elements) {
      if (set.has(requireElement(element))) throw new IllegalArgumentException(`duplicate element: ${javaToString(element)}`);
      set.add(element);
    }
    return unmodifiableSetCopy(set);
  }

  static copyOf<T>(coll: Iterable<T>): Set<T> {
    return unmodifiableSetCopy(coll instanceof GlobalSet ? (requireElements(coll), coll) : requireElements(coll));
  }
}

/** `java.util.Set`'s static factories (what the exported `Set` adds to the global `SetConstructor`). */
export interface JavaSetFactories {
  /**
   * `Set.of(e1, e2, …)`: an unmodifiable set of the elements, iterating in the order given; its
   * `add`, `delete` and `clear` throw {@link UnsupportedOperationException}.
   *
   * @throws NullPointerException when an element is `null` or `undefined`
   * @throws IllegalArgumentException `duplicate element: <e>` when an element repeats (as Java's)
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Set.html#of(E...)
   */
  of<T>(...elements: T[]): Set<T>;
  /**
   * `Set.copyOf(coll)`: an unmodifiable set of the collection's distinct elements; an unmodifiable
   * set from `Set.of`/`copyOf` is returned as is.
   *
   * @throws NullPointerException when `coll` or one of its elements is `null` or `undefined`
   * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Set.html#copyOf(java.util.Collection)
   */
  copyOf<T>(coll: Iterable<T>): Set<T>;
}

/**
 * A Java `Set<T>` is the global `Set<T>` (porting rules 21 and 41); importing `Set` from spring-ai-ts adds
 * Java's factories to it without changing anything else in the importing file.
 *
 * @category Collections
 */
export type Set<T> = globalThis.Set<T>;

/**
 * The global `Set` with `java.util.Set`'s factories: `Set.of("a", "b")`, `Set.copyOf(names)`.
 * A translated file that imports it keeps every other use of `Set` as JavaScript's: `new Set(…)`
 * creates an ordinary global `Set`, `x instanceof Set` is true for any global `Set`, and `Set<T>` is
 * the global type.
 *
 * @remarks
 * The sets iterate in the order their elements were given; Java's `Set.of` iterates in an order
 * that changes from one JVM run to the next (and `HashSet` in hash order), so no Java program
 * relies on it.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Set.html
 * @category Collections
 */
export const Set: SetConstructor & JavaSetFactories = JavaSet as unknown as SetConstructor & JavaSetFactories;
