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
import type { Disposable } from './Disposable.js';
import type { ErrorMatcher } from './ErrorMatcher.js';
import type { FluxSink } from './FluxSink.js';
import type { Scheduler } from './Scheduler.js';
import type { Subscription } from './Subscription.js';
import type { SynchronousSink } from './SynchronousSink.js';
import { blockLast } from './operators/blockLast.js';
import { buffer } from './operators/buffer.js';
import { collectList } from './operators/collectList.js';
import { concatMap } from './operators/concatMap.js';
import { concatWith } from './operators/concatWith.js';
import { contextWrite } from './operators/contextWrite.js';
import { count } from './operators/count.js';
import { defaultIfEmpty } from './operators/defaultIfEmpty.js';
import { distinctUntilChanged } from './operators/distinctUntilChanged.js';
import { doFinally } from './operators/doFinally.js';
import { doOnCancel } from './operators/doOnCancel.js';
import { doOnComplete } from './operators/doOnComplete.js';
import { doOnError } from './operators/doOnError.js';
import { doOnNext } from './operators/doOnNext.js';
import { doOnSubscribe } from './operators/doOnSubscribe.js';
import { filter } from './operators/filter.js';
import { flatMap } from './operators/flatMap.js';
import { hasElements } from './operators/hasElements.js';
import { ignoreElements } from './operators/ignoreElements.js';
import { index } from './operators/indexOperator.js';
import { last } from './operators/last.js';
import { map } from './operators/map.js';
import { next } from './operators/next.js';
import { onErrorMap } from './operators/onErrorMap.js';
import { onErrorResume } from './operators/onErrorResume.js';
import { onErrorReturn } from './operators/onErrorReturn.js';
import { publish } from './operators/publish.js';
import { publishOn } from './operators/publishOn.js';
import { reduce, reduceWith } from './operators/reduce.js';
import { scan, scanWith } from './operators/scan.js';
import { skip } from './operators/skip.js';
import { subscribe } from './operators/subscribe.js';
import { subscribeOn } from './operators/subscribeOn.js';
import { switchIfEmpty } from './operators/switchIfEmpty.js';
import { switchMap } from './operators/switchMap.js';
import { take } from './operators/take.js';
import { takeUntil } from './operators/takeUntil.js';
import { thenEmpty, thenMany, thenReturn } from './operators/thenEmpty.js';
import { timeout as timeoutOperator } from './operators/timeout.js';
import { toReadableStream } from './operators/toReadableStream.js';
import { windowUntil } from './operators/windowUntil.js';
import { concat } from './sources/concat.js';
import { create } from './sources/create.js';
import { generate } from './sources/generate.js';
import { merge } from './sources/merge.js';
import { never } from './sources/never.js';
import { range } from './sources/range.js';

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

  /** A Flux that never emits nor completes; a pending pull ends as soon as the consumer cancels. */
  static never<T = never>(): Flux<T> {
    return never<T>();
  }

  /**
   * The integers `start`, `start + 1`, … (`count` of them): a synchronous source.
   * @throws IllegalArgumentException when `count` is negative.
   */
  static range(start: number, count: number): Flux<number> {
    return range(start, count);
  }

  /**
   * A synchronous source driven by a generator called once per element (Reactor's `generate`):
   * with one argument, `generator(sink)`; with a `stateSupplier`, `generator(state, sink)` returns
   * the next state, and `stateConsumer` receives the last state on completion, error or cancel.
   * Each call must `sink.next` once at most, and/or `complete`/`error`.
   */
  static generate<T>(generator: (sink: SynchronousSink<T>) => void): Flux<T>;
  static generate<T, S>(
    stateSupplier: () => S,
    generator: (state: S, sink: SynchronousSink<T>) => S,
    stateConsumer?: (state: S) => void,
  ): Flux<T>;
  static generate<T, S>(
    first: ((sink: SynchronousSink<T>) => void) | (() => S),
    generator?: (state: S, sink: SynchronousSink<T>) => S,
    stateConsumer?: (state: S) => void,
  ): Flux<T> {
    if (generator === undefined) {
      const stateless = first as (sink: SynchronousSink<T>) => void;
      return generate<T, undefined>(
        () => undefined,
        (_, sink) => {
          stateless(sink);
          return undefined;
        },
      );
    }
    return generate<T, S>(first as () => S, generator, stateConsumer);
  }

  /**
   * Bridges a push source into a Flux (Reactor's `create`): per subscription, `emitter` receives a
   * {@link FluxSink} to call `next`/`complete`/`error` on, from any callback. Register cleanup with
   * `sink.onDispose` (runs on complete, error and cancel) so listeners never leak.
   */
  static create<T>(emitter: (sink: FluxSink<T>) => void): Flux<T> {
    return create(emitter);
  }

  /** The sources one after another, each subscribed when the previous completes. */
  static concat<T>(...sources: Array<Publisher<T>>): Flux<T> {
    return concat(sources);
  }

  /** All sources subscribed at once, their elements interleaved as they arrive. */
  static merge<T>(...sources: Array<Publisher<T>>): Flux<T> {
    return merge(sources);
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
   * Maps each element to a {@link Publisher} and emits only the elements of the latest one: a new
   * element cancels the inner source still running.
   */
  switchMap<R>(mapper: (value: T) => Publisher<R>, _prefetch?: number): Flux<R> {
    return switchMap(this, mapper);
  }

  /** Maps each element to an `Iterable` and emits its elements in order. */
  concatMapIterable<R>(mapper: (value: T) => Iterable<R>): Flux<R> {
    return concatMap(this, mapper);
  }

  /** Maps each element to an `Iterable` and emits its elements in order (sequential here too). */
  flatMapIterable<R>(mapper: (value: T) => Iterable<R>): Flux<R> {
    return concatMap(this, mapper);
  }

  /**
   * Shares one subscription to this Flux among everything that subscribes to `shared` inside
   * `selector` (Reactor's `publish(Function)`), so a stream can be consumed by several branches
   * (say, streamed on and aggregated) while the source runs once. A branch sees the elements that
   * arrive after it subscribed; the shared subscription is cancelled when the selector's result
   * ends or is cancelled.
   *
   * @remarks
   * Reactor subscribes the branches before requesting anything; here the shared source is
   * subscribed one event-loop turn after the first pull, so branches that subscribe together (a
   * `merge` of two branches) all see the first element.
   */
  publish<R>(selector: (shared: Flux<T>) => Publisher<R>): Flux<R> {
    return publish(this, selector);
  }

  /** Applies `transformer` to this whole Flux (Reactor's `transform`), for reusable operator chains. */
  transform<R>(transformer: (flux: Flux<T>) => Publisher<R>): Flux<R> {
    return Flux.from(transformer(this));
  }

  /** Runs `onError` when the Flux fails (optionally only for errors `matcher` selects); the error goes on. */
  doOnError(onError: (error: unknown) => void): Flux<T>;
  doOnError(matcher: ErrorMatcher, onError: (error: unknown) => void): Flux<T>;
  doOnError(first: ErrorMatcher | ((error: unknown) => void), second?: (error: unknown) => void): Flux<T> {
    return second === undefined
      ? doOnError(this, first as (error: unknown) => void)
      : doOnError(this, second, first as ErrorMatcher);
  }

  /** Runs `onComplete` when the Flux completes normally. */
  doOnComplete(onComplete: () => void): Flux<T> {
    return doOnComplete(this, onComplete);
  }

  /** Runs `onSubscribe` when a subscription starts (the first pull), before the source runs. */
  doOnSubscribe(onSubscribe: (subscription: Subscription) => void): Flux<T> {
    return doOnSubscribe(this, onSubscribe);
  }

  /** Runs `onCancel` when the consumer stops before the Flux ends. */
  doOnCancel(onCancel: () => void): Flux<T> {
    return doOnCancel(this, onCancel);
  }

  /** On error (optionally only those `matcher` selects), continues with the {@link Publisher} `fallback` returns. */
  onErrorResume(fallback: (error: unknown) => Publisher<T>): Flux<T>;
  onErrorResume(matcher: ErrorMatcher, fallback: (error: unknown) => Publisher<T>): Flux<T>;
  onErrorResume(
    first: ErrorMatcher | ((error: unknown) => Publisher<T>),
    second?: (error: unknown) => Publisher<T>,
  ): Flux<T> {
    return second === undefined
      ? onErrorResume(this, first as (error: unknown) => Publisher<T>)
      : onErrorResume(this, second, first as ErrorMatcher);
  }

  /** Replaces an error (optionally only those `matcher` selects) with the one `mapper` returns. */
  onErrorMap(mapper: (error: unknown) => unknown): Flux<T>;
  onErrorMap(matcher: ErrorMatcher, mapper: (error: unknown) => unknown): Flux<T>;
  onErrorMap(first: ErrorMatcher | ((error: unknown) => unknown), second?: (error: unknown) => unknown): Flux<T> {
    return second === undefined
      ? onErrorMap(this, first as (error: unknown) => unknown)
      : onErrorMap(this, second, first as ErrorMatcher);
  }

  /** On error (optionally only those `matcher` selects), emits `fallbackValue` and completes. */
  onErrorReturn(fallbackValue: T): Flux<T>;
  onErrorReturn(matcher: ErrorMatcher, fallbackValue: T): Flux<T>;
  onErrorReturn(...args: [T] | [ErrorMatcher, T]): Flux<T> {
    return args.length === 1 ? onErrorReturn(this, args[0]) : onErrorReturn(this, args[1], args[0]);
  }

  /**
   * Splits the Flux into windows: a window ends with the element that matches `boundary`, or, with
   * `cutBefore`, the matching element starts the next window.
   *
   * @remarks
   * Reactor's windows are live sub-sequences; here each window is emitted when it closes, as a Flux
   * over its collected elements, and an empty window is never emitted. Aggregating windows
   * (`window.reduce`, `collectList`) gives Reactor's results.
   */
  windowUntil(boundary: (value: T) => boolean, cutBefore?: boolean): Flux<Flux<T>> {
    return windowUntil(this, boundary, cutBefore);
  }

  /**
   * Groups the elements into arrays of `maxSize` (the last one may be shorter).
   * @throws IllegalArgumentException when `maxSize` is not positive.
   */
  buffer(maxSize: number): Flux<T[]> {
    return buffer(this, maxSize);
  }

  /**
   * The first `n` elements; then the upstream is cancelled and the Flux completes.
   * @throws IllegalArgumentException when `n` is negative.
   */
  take(n: number): Flux<T> {
    return take(this, n);
  }

  /** Drops the first `n` elements. */
  skip(n: number): Flux<T> {
    return skip(this, n);
  }

  /** Emits elements until one satisfies `predicate` (that one included), then cancels upstream. */
  takeUntil(predicate: (value: T) => boolean): Flux<T> {
    return takeUntil(this, predicate);
  }

  /**
   * Emits each intermediate accumulation: with one argument the first element as is and then
   * `accumulator(acc, value)`; with an `initial` seed, the seed first.
   */
  scan(accumulator: (acc: T, value: T) => T): Flux<T>;
  scan<A>(initial: A, accumulator: (acc: A, value: T) => A): Flux<A>;
  scan<A>(...args: [(acc: T, value: T) => T] | [A, (acc: A, value: T) => A]): Flux<T> | Flux<A> {
    return args.length === 1 ? scan(this, args[0]) : scanWith(this, args[0], args[1]);
  }

  /** Drops elements whose key (the element itself by default) equals the previous one's (`Object.is` by default). */
  distinctUntilChanged<K = T>(keySelector?: (value: T) => K, keyComparator?: (previous: K, current: K) => boolean): Flux<T> {
    return distinctUntilChanged(this, keySelector, keyComparator);
  }

  /**
   * Re-types the elements (Reactor's `cast(Class)`); the class argument is optional and not checked.
   *
   * @remarks
   * Java's `cast` fails on an element of the wrong class; TypeScript types are erased, so this is a
   * compile-time cast only.
   */
  cast<R>(_type?: abstract new (...args: never[]) => R): Flux<R> {
    return this as unknown as Flux<R>;
  }

  /** Pairs each element with its 0-based position: `[index, value]`, or `indexMapper(index, value)`. */
  index(): Flux<[number, T]>;
  index<I>(indexMapper: (index: number, value: T) => I): Flux<I>;
  index<I>(indexMapper?: (index: number, value: T) => I): Flux<I> | Flux<[number, T]> {
    return indexMapper === undefined ? index<T, [number, T]>(this) : index(this, indexMapper);
  }

  /** Only the completion or error of this Flux, with no elements (Reactor returns a `Mono`; here a Flux). */
  ignoreElements<R = never>(): Flux<R> {
    return ignoreElements<T, R>(this);
  }

  /**
   * Fails with a {@link TimeoutException} (or continues with `fallback`) when no element or
   * terminal signal arrives within `timeout` (milliseconds or a `Duration`) of subscribing or of the
   * previous element.
   */
  timeout(timeout: number | { toMillis(): number }, fallback?: Publisher<T>): Flux<T> {
    return timeoutOperator(this, timeout, fallback);
  }

  /**
   * Accepted for Reactor compatibility and changes nothing.
   * @remarks JavaScript has one event loop; see {@link Schedulers}.
   */
  subscribeOn(scheduler: Scheduler): Flux<T> {
    return subscribeOn(this, scheduler);
  }

  /**
   * Accepted for Reactor compatibility and changes nothing.
   * @remarks JavaScript has one event loop; see {@link Schedulers}.
   */
  publishOn(scheduler: Scheduler, prefetch?: number): Flux<T> {
    return publishOn(this, scheduler, prefetch);
  }

  /** Emits `defaultValue` when this Flux completes without any element. */
  defaultIfEmpty(defaultValue: T): Flux<T> {
    return defaultIfEmpty(this, defaultValue);
  }

  /** Continues with `alternate` (subscribed only then) when this Flux completes without any element. */
  switchIfEmpty(alternate: Publisher<T>): Flux<T> {
    return switchIfEmpty(this, alternate);
  }

  /** Once this Flux completes, emits the elements of `other` (Reactor's `thenMany`). */
  thenMany<V>(other: Publisher<V>): Flux<V> {
    return thenMany(this, other);
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

  /**
   * Subscribes and waits for completion; the last element, or `undefined` when empty. With a
   * `timeout`, each element must arrive within it.
   */
  blockLast(timeout?: number | { toMillis(): number }): Promise<T | undefined> {
    return blockLast(this, timeout);
  }

  /** The first element, or `undefined` when empty; the rest of the source is cancelled. */
  blockFirst(timeout?: number | { toMillis(): number }): Promise<T | undefined> {
    return next(timeout === undefined ? this : this.timeout(timeout));
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

/** Subscribes lazily: `source()` runs at the first pull, as a deferred supplier runs at subscribe. */
function deferredIterator<T>(source: () => Flux<T>): AsyncIterator<T> {
  let it: AsyncIterator<T> | undefined;
  let closed = false;
  return {
    async next(): Promise<IteratorResult<T>> {
      if (closed) {
        return { done: true, value: undefined };
      }
      it ??= source()[Symbol.asyncIterator]();
      return it.next();
    },
    async return(): Promise<IteratorResult<T>> {
      closed = true;
      if (it?.return !== undefined) {
        return it.return();
      }
      return { done: true, value: undefined };
    },
  };
}
