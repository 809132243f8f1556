/* spring-ai-ts, Apache-2.0. Read-only view of a reactive context, after Reactor's ContextView. */

/**
 * A read-only, immutable key/value view of the reactive context carried by a {@link Flux}
 * subscription, as Reactor's `ContextView`.
 *
 * `Flux.deferContextual(ctx => …)` receives one; a `contextWrite` placed downstream fills it.
 *
 * @remarks
 * `getOrEmpty` returns `T | undefined` instead of an `Optional` (porting rule [7](../../../docs/PORTING.md#rule-7-absence)), and `stream()`
 * returns an array of `[key, value]` pairs instead of a Java `Stream`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/context/ContextView.html
 * @category Streaming
 */
export interface ContextView {
  /** The value for `key`; throws an `Error` (Reactor: `NoSuchElementException`) when it is missing. */
  get<T = unknown>(key: unknown): T;
  /** The value for `key`, or `defaultValue` when it is missing. */
  getOrDefault<T = unknown>(key: unknown, defaultValue: T): T;
  /** The value for `key`, or `undefined` when it is missing. */
  getOrEmpty<T = unknown>(key: unknown): T | undefined;
  /** Whether `key` is present. */
  hasKey(key: unknown): boolean;
  /** The number of entries. */
  size(): number;
  /** Whether there are no entries. */
  isEmpty(): boolean;
  /** The entries as `[key, value]` pairs, in insertion order. */
  stream(): Array<[unknown, unknown]>;
  /** The same pairs as {@link ContextView.stream}, under the JavaScript name. */
  entries(): Array<[unknown, unknown]>;
}
