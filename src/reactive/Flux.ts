/* spring-ai-ts, Apache-2.0. Flux: a cold, pull-based port of Reactor's Flux over async iteration. */
import type { Context } from './Context.js';
import type { ContextView } from './ContextView.js';
import type { Publisher } from './Publisher.js';
import type { SignalType } from './SignalType.js';
import { currentContext } from './internal/contextStorage.js';
import { fusedIterator, syncToAsync, type Stage } from './internal/fusion.js';
import {
  isAsyncIterable,
  isFlux,
  isIterable,
  isPromiseLike,
  isReadableStream,
  promiseSource,
  readableStreamIterator,
} from './internal/sources.js';
import { collectList } from './operators/collectList.js';
import { concatMap } from './operators/concatMap.js';
import { concatWith } from './operators/concatWith.js';
import { contextWrite } from './operators/contextWrite.js';
import { doFinally } from './operators/doFinally.js';
import { doOnNext } from './operators/doOnNext.js';
import { filter } from './operators/filter.js';
import { flatMap } from './operators/flatMap.js';
import { blockLast } from './operators/blockLast.js';
import { map } from './operators/map.js';

/**
 * A cold, asynchronous sequence of 0..N elements with Reactor's operator names: the port of
 * Reactor's `Flux`.
 *
 * A `Flux` is an `AsyncIterable`: consume it with `for await`, or with the Promise-returning
 * terminal operators (`collectList`, `reduce`, `last`, `blockLast`…, where Reactor returns a
 * `Mono`). Nothing runs until it is iterated, and every iteration re-runs the source, as a Reactor
 * resubscription does. Leaving a `for await` early (`break`, `return`, a thrown error, a downstream
 * `take`) cancels everything upstream at once: upstream `finally` blocks and `doFinally(CANCEL)` run
 * and the source (an HTTP body, a web stream) is released.
 *
 * @remarks
 * Reactor pushes elements to subscribers under back-pressure; this `Flux` is pulled, one element at
 * a time, so back-pressure is implicit. `Mono<T>` is `Promise<T>` throughout spring-ai-ts.
 * Consecutive synchronous operators (`map`, `filter`, `doOnNext`, `take`, `skip`, `scan`, `index`,
 * `distinctUntilChanged`, `takeUntil`) are fused into one stage, as Reactor's `Fuseable` operators
 * are, and over a synchronous source (`just`, `fromIterable`, `range`, `generate`) the terminal
 * operators run as a plain loop without promises. The Reactor `Context` is carried by Node's
 * `AsyncLocalStorage`, in Reactor's direction: `contextWrite` is seen by what is upstream of it.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Flux.html
 * @category Streaming
 */
export class Flux<T> implements AsyncIterable<T> {
  /** @internal Creates one upstream iterator per subscription. */
  readonly _factory: () => AsyncIterator<T>;
  /** @internal Present when the source is synchronous and may be iterated without promises. */
  _sync: (() => Iterator<T>) | undefined = undefined;
  /** @internal For a fused pipeline: its non-fused source. */
  _upstream: Flux<unknown> | undefined = undefined;
  /** @internal For a fused pipeline: the composed synchronous stages. */
  _stage: Stage<unknown, T> | undefined = undefined;

  /**
   * A Flux whose every subscription (iteration) calls `factory` for a fresh async iterator. The
   * iterator's `return()` is the cancellation signal.
   */
  constructor(factory: () => AsyncIterator<T>) {
    this._factory = factory;
  }

  /** Subscribes: runs the source anew and returns an iterator over its elements. */
  [Symbol.asyncIterator](): AsyncIterator<T> {
    return this._factory();
  }

  // ---------------------------------------------------------------- internal construction

  /** @internal A Flux over a synchronous iterator factory (the fused fast path applies). */
  static _syncSource<T>(factory: () => Iterator<T>): Flux<T> {
    const flux = new Flux<T>(() => syncToAsync(factory()));
    flux._sync = factory;
    return flux;
  }

  /** @internal Appends a synchronous stage to `source`, fusing it with the stages already there. */
  static _fuse<I, O>(source: Flux<I>, stage: Stage<I, O>): Flux<O> {
    const base: Flux<unknown> = source._upstream ?? (source as Flux<unknown>);
    const previous = source._stage;
    const composed: Stage<unknown, O> =
      previous === undefined ? (stage as Stage<unknown, O>) : (down) => previous(stage(down));
    const flux = new Flux<O>(() => fusedIterator(base, composed));
    flux._upstream = base;
    flux._stage = composed;
    return flux;
  }

  // ---------------------------------------------------------------- static factories

  /** A Flux of the given values, in order (Reactor's `just`). */
  static just<T>(...values: T[]): Flux<T> {
    return Flux.fromArray(values);
  }

  /** A Flux over an array; the array is read anew on every subscription. */
  static fromArray<T>(array: readonly T[]): Flux<T> {
    return Flux._syncSource(() => array[Symbol.iterator]());
  }

  /** A Flux over an `Iterable`; `iterable[Symbol.iterator]()` is called on every subscription. */
  static fromIterable<T>(iterable: Iterable<T>): Flux<T> {
    return Flux._syncSource(() => iterable[Symbol.iterator]());
  }

  /** A Flux that completes without elements. */
  static empty<T = never>(): Flux<T> {
    return Flux.fromArray<T>([]);
  }

  /** A Flux that fails with `error` on every subscription. */
  static error<T = never>(error: unknown): Flux<T> {
    return Flux._syncSource<T>(() => ({
      next(): IteratorResult<T> {
        throw error;
      },
    }));
  }

  /**
   * Adapts any {@link Publisher}: a Flux (returned as is), an `AsyncIterable` (RxJS observables via
   * their async-iterator adapters, async generators), a web `ReadableStream` (cancelled when the
   * consumer stops), a `Promise` (one element, none for `undefined`; a Promise of a Flux is
   * flattened) or an `Iterable`/array.
   *
   * @throws TypeError when `source` is none of these (synchronously, PORTING.md rule 17).
   */
  static from<T>(source: Publisher<T>): Flux<T> {
    if (isFlux(source)) {
      return source as Flux<T>;
    }
    if (isPromiseLike(source)) {
      return new Flux<T>(() => promiseSource<T>(source, (v) => Flux.from(v as Publisher<T>)));
    }
    if (isReadableStream(source)) {
      return new Flux<T>(() => readableStreamIterator(source as ReadableStream<T>));
    }
    if (isAsyncIterable(source)) {
      return new Flux<T>(() => (source as AsyncIterable<T>)[Symbol.asyncIterator]());
    }
    if (isIterable(source)) {
      return Flux.fromIterable(source as Iterable<T>);
    }
    throw new TypeError(`Flux.from cannot adapt ${source === null ? 'null' : typeof source}`);
  }

  /**
   * Calls `supplier` anew for every subscription and emits what the {@link Publisher} it returns
   * emits (Reactor's `defer`); the supplier may also return a Promise of a Flux.
   */
  static defer<T>(supplier: () => Publisher<T>): Flux<T> {
    return new Flux<T>(() => deferredIterator(() => Flux.from(supplier())));
  }

  /**
   * Like {@link Flux.defer}, with the subscriber's {@link ContextView}: the entries written by the
   * `contextWrite` operators downstream of this Flux.
   */
  static deferContextual<T>(supplier: (context: ContextView) => Publisher<T>): Flux<T> {
    return new Flux<T>(() => deferredIterator(() => Flux.from(supplier(currentContext().readOnly()))));
  }

  // ---------------------------------------------------------------- operators

  /** Transforms each element with `mapper`; an error thrown by it fails the Flux and cancels upstream. */
  map<R>(mapper: (value: T) => R): Flux<R> {
    return map(this, mapper);
  }

  /** Keeps the elements that satisfy `predicate`. */
  filter<S extends T>(predicate: (value: T) => value is S): Flux<S>;
  filter(predicate: (value: T) => boolean): Flux<T>;
  filter(predicate: (value: T) => boolean): Flux<T> {
    return filter(this, predicate);
  }

  /** Runs `onNext` for each element, before passing it on. */
  doOnNext(onNext: (value: T) => void): Flux<T> {
    return doOnNext(this, onNext);
  }

  /**
   * Runs `onFinally` exactly once after the Flux completes, fails or is cancelled, with the
   * {@link SignalType} that ended it.
   */
  doFinally(onFinally: (signal: SignalType) => void): Flux<T> {
    return doFinally(this, onFinally);
  }

  /**
   * Maps each element to a {@link Publisher} and emits their elements one inner source after the
   * other, in order.
   */
  concatMap<R>(mapper: (value: T) => Publisher<R>, prefetch?: number): Flux<R> {
    return concatMap(this, mapper, prefetch);
  }

  /**
   * Maps each element to a {@link Publisher} and merges their elements as they arrive, with up to
   * `concurrency` inner sources running at once (Reactor's default, 256). Use {@link Flux.concatMap}
   * for source order.
   */
  flatMap<R>(mapper: (value: T) => Publisher<R>, concurrency?: number, prefetch?: number): Flux<R> {
    return flatMap(this, mapper, concurrency, prefetch);
  }

  /** Emits this Flux's elements, then `other`'s. */
  concatWith(other: Publisher<T>): Flux<T> {
    return concatWith(this, other);
  }

  /**
   * Makes `context` (merged in) or `update(downstreamContext)` the {@link ContextView} seen by every
   * operator upstream of this one (never downstream), as Reactor's `contextWrite`.
   */
  contextWrite(context: ContextView | ((context: Context) => Context)): Flux<T> {
    return contextWrite(this, context);
  }

  // ---------------------------------------------------------------- terminal operators (Mono → Promise)

  /** All elements, in order (Reactor's `collectList()` Mono). */
  collectList(): Promise<T[]> {
    return collectList(this);
  }

  /** Subscribes and waits for completion; the last element, or `undefined` when empty. */
  blockLast(): Promise<T | undefined> {
    return blockLast(this);
  }
}

/** Subscribes lazily: `source()` runs at the first pull, as a deferred supplier runs at subscribe. */
function deferredIterator<T>(source: () => Flux<T>): AsyncIterator<T> {
  let it: AsyncIterator<T> | undefined;
  return {
    async next(): Promise<IteratorResult<T>> {
      it ??= source()[Symbol.asyncIterator]();
      return it.next();
    },
    async return(): Promise<IteratorResult<T>> {
      if (it?.return !== undefined) {
        return it.return();
      }
      it = Flux.empty<T>()[Symbol.asyncIterator]();
      return { done: true, value: undefined };
    },
  };
}
