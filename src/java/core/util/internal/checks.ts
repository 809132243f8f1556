/* spring-ai-ts, Apache-2.0. Internal: the null checks of Java's immutable collection factories. */
import { NullPointerException } from '../../NullPointerException.js';

/** `Objects.requireNonNull(value)` as Java's `ImmutableCollections` calls it (no message). */
export function requireElement<T>(value: T): NonNullable<T> {
  if (value === null || value === undefined) throw new NullPointerException();
  return value as NonNullable<T>;
}

/** The elements of `values`, each checked; `values` itself absent throws too (Java's `coll.toArray()`). */
export function requireElements<T>(values: Iterable<T> | null | undefined): NonNullable<T>[] {
  if (values === null || values === undefined) throw new NullPointerException();
  const elements: NonNullable<T>[] = [];
  for (const value of values) elements.push(requireElement(value));
  return elements;
}
