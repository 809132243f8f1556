/* spring-ai-ts, Apache-2.0. The terminal operators of Flux (Mono → Promise), below Flux (internal). */
import type { Disposable } from '../Disposable.js';
import { blockLast } from '../operators/blockLast.js';
import { collectList } from '../operators/collectList.js';
import { count } from '../operators/count.js';
import { hasElements } from '../operators/hasElements.js';
import { last } from '../operators/last.js';
import { next } from '../operators/next.js';
import { reduce, reduceWith } from '../operators/reduce.js';
import { subscribe } from '../operators/subscribe.js';
import { thenEmpty, thenReturn } from '../operators/thenEmpty.js';
import { timeout as timeoutOperator } from '../operators/timeout.js';
import { toReadableStream } from '../operators/toReadableStream.js';
import type { Publisher } from '../Publisher.js';
import { FluxCore } from './FluxCore.js';

/**
 * The operators of `Flux` that end a pipeline: each subscribes and returns a Promise (Reactor's
 * `Mono`), a {@link Disposable} or a web stream, so none constructs a Flux. `Flux` inherits them;
 * this class is not exported from the package entry points.
 */
export class FluxTerminals<T> extends FluxCore<T> {
  /** All elements, in order (Reactor's `collectList()` Mono). */
  collectList(): Promise<T[]> {
    return collectList(this);
  }

  /**
   * Subscribes and waits for completion; the last element, or `undefined` when empty. With a
   * `timeout`, each element must arrive within it.
   */
  blockLast(timeout?: number | { toMillis(): number }): Promise<T | undefined> {
    return blockLast(this, timeout);
  }

  /** The first element, or `undefined` when empty; the rest of the source is cancelled. */
  blockFirst(timeout?: number | { toMillis(): number }): Promise<T | undefined> {
    return next(timeout === undefined ? this : timeoutOperator(this, timeout));
  }

  /** The first element, or `undefined` when empty (Reactor's `next()` Mono); the rest is cancelled. */
  next(): Promise<T | undefined> {
    return next(this);
  }

  /**
   * The last element; rejects with {@link NoSuchElementException} when the Flux is empty, unless a
   * `defaultValue` is given.
   */
  last(defaultValue?: T): Promise<T>;
  last(...defaultValue: [] | [T]): Promise<T> {
    return last(this, ...defaultValue);
  }

  /** Whether the Flux emits at least one element; resolves at the first one and cancels the rest. */
  hasElements(): Promise<boolean> {
    return hasElements(this);
  }

  /** The number of elements. */
  count(): Promise<number> {
    return count(this);
  }

  /**
   * Folds the elements: `reduce(accumulator)` starts from the first element (resolves `undefined`
   * when empty); `reduce(initial, accumulator)` from `initial`.
   */
  reduce(accumulator: (acc: T, value: T) => T): Promise<T | undefined>;
  reduce<A>(initial: A, accumulator: (acc: A, value: T) => A): Promise<A>;
  reduce<A>(...args: [(acc: T, value: T) => T] | [A, (acc: A, value: T) => A]): Promise<T | undefined> | Promise<A> {
    if (args.length === 1) {
      return reduce(this, args[0]);
    }
    const [initial, accumulator] = args;
    return reduceWith(this, () => initial, accumulator);
  }

  /** Folds the elements from a seed made per subscription by `initial` (Reactor's `reduceWith`). */
  reduceWith<A>(initial: () => A, accumulator: (acc: A, value: T) => A): Promise<A> {
    return reduceWith(this, initial, accumulator);
  }

  /**
   * Resolves when the Flux completes (and then `other`, if given); the translation of Reactor's
   * `then()`/`thenEmpty(other)`.
   *
   * @remarks
   * Reactor's `then()` cannot keep its name: an object with a `then` method is a thenable, so
   * `await flux`, `Promise.resolve(flux)` and an `async` function returning a Flux would consume
   * it, and TypeScript rejects `Promise<Flux>` altogether. Translate `flux.then()` as
   * `flux.thenEmpty()` and `flux.then(mono)` as `flux.thenEmpty().then(() => mono)`.
   */
  thenEmpty(other?: Publisher<unknown>): Promise<void> {
    return thenEmpty(this, other);
  }

  /** Resolves with `value` once the Flux completes (Reactor's `thenReturn`). */
  thenReturn<V>(value: V): Promise<V> {
    return thenReturn(this, value);
  }

  /**
   * Consumes the Flux push-style (Reactor's `subscribe`), for translated code that uses callbacks.
   * A synchronous pipeline runs to its end before this returns; `dispose()` on the result cancels.
   * An error thrown by `onNext` cancels the source and goes to `onError`.
   *
   * @remarks
   * Without `onError`, an error is written to `console.error` (Reactor logs it as dropped); it is
   * never an unhandled rejection.
   */
  subscribe(onNext?: (value: T) => void, onError?: (error: unknown) => void, onComplete?: () => void): Disposable {
    return subscribe(this, onNext, onError, onComplete);
  }

  /**
   * This Flux as a web `ReadableStream` (for `Response` bodies, web APIs): each read pulls one
   * element, and cancelling the stream cancels the Flux, releasing its source.
   */
  toReadableStream(): ReadableStream<T> {
    return toReadableStream(this);
  }
}
