/* spring-ai-ts, Apache-2.0. Internal: read-only copies of lists, sets and maps, as Java's List/Set/Map.copyOf. */
import { UnsupportedOperationException } from '../../core/UnsupportedOperationException.js';

/** A `Set` that refuses changes once built, like `Set.copyOf`. */
class UnmodifiableSet<T> extends Set<T> {
  private readonly sealed: boolean;

  constructor(values: Iterable<T>) {
    super(values);
    this.sealed = true;
  }

  override add(value: T): this {
    // The Set constructor calls add() before the field initialiser runs.
    if (this.sealed) throw new UnsupportedOperationException();
    return super.add(value);
  }

  override delete(): boolean {
    throw new UnsupportedOperationException();
  }

  override clear(): void {
    throw new UnsupportedOperationException();
  }
}

/** A `Map` that refuses changes once built, like `Map.copyOf`. */
class UnmodifiableMap<K, V> extends Map<K, V> {
  private readonly sealed: boolean;

  constructor(entries: Iterable<readonly [K, V]>) {
    super(entries);
    this.sealed = true;
  }

  override set(key: K, value: V): this {
    if (this.sealed) throw new UnsupportedOperationException();
    return super.set(key, value);
  }

  override delete(): boolean {
    throw new UnsupportedOperationException();
  }

  override clear(): void {
    throw new UnsupportedOperationException();
  }
}

/** A frozen copy of `values` (`List.copyOf`): writes throw a `TypeError`. */
export function unmodifiableListCopy<T>(values: Iterable<T>): T[] {
  return Object.freeze([...values]) as T[];
}

/** A copy of `values` that throws `UnsupportedOperationException` on change (`Set.copyOf`). */
export function unmodifiableSetCopy<T>(values: Iterable<T>): Set<T> {
  return new UnmodifiableSet(values);
}

/** A copy of `entries` that throws `UnsupportedOperationException` on change (`Map.copyOf`). */
export function unmodifiableMapCopy<K, V>(entries: Iterable<readonly [K, V]>): Map<K, V> {
  return new UnmodifiableMap(entries);
}
