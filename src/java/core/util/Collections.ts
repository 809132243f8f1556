/* spring-ai-ts, Apache-2.0. Counterpart of java.util.Collections (the unmodifiable, empty and singleton factories and common algorithms). */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { NullPointerException } from '../NullPointerException.js';
import { objectsEquals } from '../lang/JavaObjects.js';
import {
  immutableList,
  unmodifiableListView,
  unmodifiableMapCopy,
  unmodifiableMapView,
  unmodifiableSetCopy,
  unmodifiableSetView,
} from '../lang/unmodifiable.js';
import { NoSuchElementException } from '../NoSuchElementException.js';

const EMPTY_LIST: unknown[] = immutableList([]);
const EMPTY_SET: Set<unknown> = unmodifiableSetCopy([]);
const EMPTY_MAP: Map<unknown, unknown> = unmodifiableMapCopy([]);

function present<T>(value: T): T {
  if (value === null || value === undefined) throw new NullPointerException();
  return value;
}

/** Java's natural order (`Comparable.compareTo`) for the values JavaScript has: numbers, strings (UTF-16 units), booleans, bigints, `compareTo`. */
function naturalOrder(a: unknown, b: unknown): number {
  if (typeof a === 'object' && a !== null && typeof (a as { compareTo?: unknown }).compareTo === 'function') {
    return (a as { compareTo(other: unknown): number }).compareTo(b);
  }
  present(a);
  present(b);
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/**
 * `java.util.Collections`, kept with its Java text: the unmodifiable views
 * (`unmodifiableList/Set/Map`), the shared empty collections (`emptyList/Set/Map`), the singletons
 * (`singletonList`, `singleton`, `singletonMap`), `nCopies`, and the algorithms applications use
 * (`sort`, `reverse`, `max`, `min`, `frequency`, `addAll`). Lists are arrays, sets and maps the
 * global `Set` and `Map`; whatever Java makes unmodifiable throws {@link UnsupportedOperationException}
 * on every change.
 *
 * @remarks
 * `unmodifiableList/Set/Map` are live views, as in Java: later changes to the wrapped collection show
 * through. `sort` and `max`/`min` without a comparator order numbers, strings (by UTF-16 code units,
 * as `String.compareTo`), booleans and objects with a `compareTo` method.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/util/Collections.html
 * @category Collections
 */
export class Collections {
  private constructor() {}

  /** A read-only view of `list`; its changes throw `UnsupportedOperationException`. */
  static unmodifiableList<T>(list: T[]): T[] {
    return unmodifiableListView(present(list));
  }

  /** A read-only view of `set`; its changes throw `UnsupportedOperationException`. */
  static unmodifiableSet<T>(set: Set<T>): Set<T> {
    return unmodifiableSetView(present(set));
  }

  /** A read-only view of `map`; its changes throw `UnsupportedOperationException`. */
  static unmodifiableMap<K, V>(map: Map<K, V>): Map<K, V> {
    return unmodifiableMapView(present(map));
  }

  /** A read-only view of `collection` (a list here). */
  static unmodifiableCollection<T>(collection: T[]): T[] {
    return unmodifiableListView(present(collection));
  }

  /** The shared empty, unmodifiable list. */
  static emptyList<T>(): T[] {
    return EMPTY_LIST as T[];
  }

  /** The shared empty, unmodifiable set. */
  static emptySet<T>(): Set<T> {
    return EMPTY_SET as Set<T>;
  }

  /** The shared empty, unmodifiable map. */
  static emptyMap<K, V>(): Map<K, V> {
    return EMPTY_MAP as Map<K, V>;
  }

  /** An unmodifiable list of one element (`null`/`undefined` allowed, as in Java). */
  static singletonList<T>(o: T): T[] {
    return immutableList([o]);
  }

  /** An unmodifiable set of one element. */
  static singleton<T>(o: T): Set<T> {
    return unmodifiableSetCopy([o]);
  }

  /** An unmodifiable map of one entry. */
  static singletonMap<K, V>(key: K, value: V): Map<K, V> {
    return unmodifiableMapCopy([[key, value]]);
  }

  /**
   * An unmodifiable list of `n` copies of `o`.
   *
   * @throws IllegalArgumentException `List length = <n>` when `n` is negative (Java's message)
   */
  static nCopies<T>(n: number, o: T): T[] {
    if (n < 0) throw new IllegalArgumentException(`List length = ${n}`);
    return immutableList(new Array<T>(n).fill(o));
  }

  /** Sorts `list` in place, stably, by `c` or by natural order (`list.sort(c)` in Java). */
  static sort<T>(list: T[], c?: ((a: T, b: T) => number) | null): void {
    list.sort(c ?? naturalOrder);
  }

  /** Reverses `list` in place. */
  static reverse(list: unknown[]): void {
    list.reverse();
  }

  /**
   * The greatest element by `comp` or natural order (the first of equal ones, as Java's).
   *
   * @throws NoSuchElementException when `coll` is empty
   */
  static max<T>(coll: Iterable<T>, comp?: ((a: T, b: T) => number) | null): T {
    return Collections.extreme(coll, comp ?? naturalOrder, 1);
  }

  /**
   * The least element by `comp` or natural order (the first of equal ones, as Java's).
   *
   * @throws NoSuchElementException when `coll` is empty
   */
  static min<T>(coll: Iterable<T>, comp?: ((a: T, b: T) => number) | null): T {
    return Collections.extreme(coll, comp ?? naturalOrder, -1);
  }

  /** How many elements of `c` equal `o` (`Objects.equals`). */
  static frequency(c: Iterable<unknown>, o: unknown): number {
    let count = 0;
    for (const element of present(c)) if (objectsEquals(o, element)) count++;
    return count;
  }

  /** Adds the elements to `c` (a list or a set); true when `c` changed. */
  static addAll<T>(c: T[] | Set<T>, ...elements: T[]): boolean {
    if (Array.isArray(c)) {
      c.push(...elements);
      return elements.length > 0;
    }
    const before = c.size;
    for (const element of elements) c.add(element);
    return c.size !== before;
  }

  private static extreme<T>(coll: Iterable<T>, compare: (a: T, b: T) => number, sign: 1 | -1): T {
    const iterator = present(coll)[Symbol.iterator]();
    const first = iterator.next();
    if (first.done === true) throw new NoSuchElementException();
    let candidate = first.value;
    for (let next = iterator.next(); next.done !== true; next = iterator.next()) {
      if (sign * compare(next.value, candidate) > 0) candidate = next.value;
    }
    return candidate;
  }
}
