/* spring-ai-ts, Apache-2.0. Reactor's immutable subscriber Context. */
import type { ContextView } from './ContextView.js';
import { NoSuchElementException } from '../core/NoSuchElementException.js';

/**
 * An immutable key/value store attached to a {@link Flux} subscription, as Reactor's `Context`.
 * Every write returns a new `Context`; the receiver never changes.
 *
 * Place `flux.contextWrite(ctx => ctx.put(key, value))` downstream of the operators that read it
 * (`Flux.deferContextual`): exactly as in Reactor, the entries are visible upstream only.
 *
 * @remarks
 * Reactor's `Context` is an interface with size-specialised implementations; here it is one class
 * over a `Map`. Keys compare by identity (`SameValueZero`), not by Java `equals`. The context
 * travels through Node's `AsyncLocalStorage`, so it also survives `await`s inside operators and
 * async generator sources.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/context/Context.html
 * @category Streaming
 */
export class Context implements ContextView {
  private static readonly EMPTY = new Context(new Map());

  private constructor(private readonly store: ReadonlyMap<unknown, unknown>) {}

  /** The empty context. */
  static empty(): Context {
    return Context.EMPTY;
  }

  /**
   * A context holding the given key/value pairs, as Reactor's `Context.of(k1, v1, k2, v2, …)`.
   * @throws Error when given an odd number of arguments.
   */
  static of(...keyValues: unknown[]): Context {
    if (keyValues.length % 2 !== 0) {
      throw new TypeError('Context.of expects key/value pairs');
    }
    const map = new Map<unknown, unknown>();
    for (let i = 0; i < keyValues.length; i += 2) {
      map.set(keyValues[i], keyValues[i + 1]);
    }
    return map.size === 0 ? Context.EMPTY : new Context(map);
  }

  /** A context with the entries of a `Map`, a plain object or another {@link ContextView}. */
  static from(entries: ContextView | ReadonlyMap<unknown, unknown> | Record<string, unknown>): Context {
    return Context.EMPTY.putAll(entries);
  }

  /** A context with `key` set to `value`: this one when it already maps `key` to `value`. */
  put(key: unknown, value: unknown): Context {
    // Immutable, so the same entries may be the same context; contextWrite then adds no layer.
    if (this.store.get(key) === value && (value !== undefined || this.store.has(key))) return this;
    const map = new Map(this.store);
    map.set(key, value);
    return new Context(map);
  }

  /** A new context with every entry of `other` added (its values win). */
  putAll(other: ContextView | ReadonlyMap<unknown, unknown> | Record<string, unknown>): Context {
    const pairs: Iterable<[unknown, unknown]> =
      other instanceof Map
        ? other.entries()
        : isContextView(other)
          ? other.stream()
          : Object.entries(other);
    const map = new Map(this.store);
    for (const [k, v] of pairs) {
      map.set(k, v);
    }
    return map.size === 0 ? Context.EMPTY : new Context(map);
  }

  /** A new context without `key`. */
  delete(key: unknown): Context {
    if (!this.store.has(key)) {
      return this;
    }
    const map = new Map(this.store);
    map.delete(key);
    return map.size === 0 ? Context.EMPTY : new Context(map);
  }

  /** This context as a read-only {@link ContextView}. */
  readOnly(): ContextView {
    return this;
  }

  /** {@inheritDoc ContextView.get} */
  get<T = unknown>(key: unknown): T {
    if (!this.store.has(key)) {
      throw new NoSuchElementException(`Context does not contain key: ${String(key)}`);
    }
    return this.store.get(key) as T;
  }

  /** {@inheritDoc ContextView.getOrDefault} */
  getOrDefault<T = unknown>(key: unknown, defaultValue: T): T {
    return this.store.has(key) ? (this.store.get(key) as T) : defaultValue;
  }

  /** {@inheritDoc ContextView.getOrEmpty} */
  getOrEmpty<T = unknown>(key: unknown): T | undefined {
    return this.store.get(key) as T | undefined;
  }

  /** {@inheritDoc ContextView.hasKey} */
  hasKey(key: unknown): boolean {
    return this.store.has(key);
  }

  /** {@inheritDoc ContextView.size} */
  size(): number {
    return this.store.size;
  }

  /** {@inheritDoc ContextView.isEmpty} */
  isEmpty(): boolean {
    return this.store.size === 0;
  }

  /** {@inheritDoc ContextView.stream} */
  stream(): Array<[unknown, unknown]> {
    return [...this.store];
  }

  /** {@inheritDoc ContextView.entries} */
  entries(): Array<[unknown, unknown]> {
    return [...this.store];
  }

  /** Renders the entries, for logs. */
  toString(): string {
    return `Context${this.store.size}{${[...this.store].map(([k, v]) => `${String(k)}=${String(v)}`).join(', ')}}`;
  }
}

function isContextView(value: unknown): value is ContextView {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ContextView).stream === 'function' &&
    typeof (value as ContextView).hasKey === 'function'
  );
}
