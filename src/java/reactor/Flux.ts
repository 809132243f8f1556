/* spring-ai-ts, Apache-2.0. Flux: a cold, pull-based port of Reactor's Flux over async iteration. */
import type { ContextView } from './ContextView.js';
import type { FluxSink } from './FluxSink.js';
import { currentContext } from './internal/contextStorage.js';
import { FluxCore, fromArray, fromPublisher, syncSource } from './internal/FluxCore.js';
import { FluxOperators } from './internal/FluxOperators.js';
import { isFlux } from './internal/sources.js';
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { millisOf } from './internal/millis.js';
import { cache } from './operators/cache.js';
import { delayElements } from './operators/delayElements.js';
import { publish } from './operators/publish.js';
import { retry } from './operators/retry.js';
import { retryWhen } from './operators/retryWhen.js';
import { share } from './operators/share.js';
import { windowUntil } from './operators/windowUntil.js';
import type { Publisher } from './Publisher.js';
import type { Retry } from './Retry.js';
import { concat } from './sources/concat.js';
import { create } from './sources/create.js';
import { defer } from './sources/defer.js';
import { generate, generateStateless } from './sources/generate.js';
import { interval } from './sources/interval.js';
import { merge } from './sources/merge.js';
import { never } from './sources/never.js';
import { range } from './sources/range.js';
import { zip } from './sources/zip.js';
import { Tuple2, Tuple3 } from './Tuples.js';
import type { SynchronousSink } from './SynchronousSink.js';

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
 * The operators live in one module each (`operators/`, `sources/`), as functions over a small
 * core (`internal/FluxCore`) that never import this class; the element-to-Flux operators and the
 * terminal ones are inherited from `internal/FluxOperators` and `internal/FluxTerminals`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Flux.html
 * @category Streaming
 */
export class Flux<T> extends FluxOperators<T> {
  /**
   * A Flux whose every subscription (iteration) calls `factory` for a fresh async iterator. The
   * iterator's `return()` is the cancellation signal.
   */
  constructor(factory: () => AsyncIterator<T>) {
    super(factory);
  }

  /** @internal */
  protected override _wrap<R>(core: FluxCore<R>): Flux<R> {
    return wrap(core);
  }

  // ---------------------------------------------------------------- static factories

  /** A Flux of the given values, in order (Reactor's `just`). */
  static just<T>(...values: T[]): Flux<T> {
    return Flux.fromArray(values);
  }

  /** A Flux over an array; the array is read anew on every subscription. */
  static fromArray<T>(array: readonly T[]): Flux<T> {
    return wrap(fromArray(array));
  }

  /** A Flux over an `Iterable`; `iterable[Symbol.iterator]()` is called on every subscription. */
  static fromIterable<T>(iterable: Iterable<T>): Flux<T> {
    return wrap(syncSource(() => iterable[Symbol.iterator]()));
  }

  /** A Flux that completes without elements. */
  static empty<T = never>(): Flux<T> {
    return Flux.fromArray<T>([]);
  }

  /** A Flux that fails with `error` on every subscription. */
  static error<T = never>(error: unknown): Flux<T> {
    return wrap(syncSource<T>(() => ({
      next(): IteratorResult<T> {
        throw error;
      },
    })));
  }

  /**
   * Adapts any {@link Publisher}: a Flux (returned as is), an `AsyncIterable` (RxJS observables via
   * their async-iterator adapters, async generators), a web `ReadableStream` (cancelled when the
   * consumer stops), a `Promise` (one element, none for `undefined`; a Promise of a Flux is
   * flattened) or an `Iterable`/array.
   *
   * @throws TypeError when `source` is none of these (synchronously, porting rule [17](../../../docs/PORTING.md#rule-17-how-failures-arrive)).
   */
  static from<T>(source: Publisher<T>): Flux<T> {
    // A Flux of another loaded copy of this library is returned as is, like one of this copy.
    return isFlux(source) && !(source instanceof FluxCore) ? (source as Flux<T>) : wrap(fromPublisher(source));
  }

  /**
   * Calls `supplier` anew for every subscription and emits what the {@link Publisher} it returns
   * emits (Reactor's `defer`); the supplier may also return a Promise of a Flux.
   */
  static defer<T>(supplier: () => Publisher<T>): Flux<T> {
    return wrap(defer(() => fromPublisher(supplier())));
  }

  /**
   * Like {@link Flux.defer}, with the subscriber's {@link ContextView}: the entries written by the
   * `contextWrite` operators downstream of this Flux.
   */
  static deferContextual<T>(supplier: (context: ContextView) => Publisher<T>): Flux<T> {
    return wrap(defer(() => fromPublisher(supplier(currentContext().readOnly()))));
  }

  /** A Flux that never emits nor completes; a pending pull ends as soon as the consumer cancels. */
  static never<T = never>(): Flux<T> {
    return wrap(never<T>());
  }

  /**
   * The integers `start`, `start + 1`, … (`count` of them): a synchronous source.
   * @throws IllegalArgumentException when `count` is negative.
   */
  static range(start: number, count: number): Flux<number> {
    return wrap(range(start, count));
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
    return wrap(
      generator === undefined
        ? generateStateless(first as (sink: SynchronousSink<T>) => void)
        : generate(first as () => S, generator, stateConsumer),
    );
  }

  /**
   * Bridges a push source into a Flux (Reactor's `create`): per subscription, `emitter` receives a
   * {@link FluxSink} to call `next`/`complete`/`error` on, from any callback. Register cleanup with
   * `sink.onDispose` (runs on complete, error and cancel) so listeners never leak.
   */
  static create<T>(emitter: (sink: FluxSink<T>) => void): Flux<T> {
    return wrap(create(emitter));
  }

  /**
   * Bridges a single-threaded push source into a Flux (Reactor's `push`): as {@link Flux.create},
   * which is what it is here, since JavaScript calls the sink from one thread anyway.
   */
  static push<T>(emitter: (sink: FluxSink<T>) => void): Flux<T> {
    return wrap(create(emitter));
  }

  /**
   * Emits 0, 1, 2, … : the first tick after `delay` (or after `period` when only one duration is
   * given), then one every `period` (Reactor's `interval`). The timers start when the Flux is first
   * pulled and stop when the consumer cancels; `take(n)` ends it.
   *
   * @remarks
   * Reactor fails with an overflow when a subscriber requests slower than the ticks; here ticks not
   * yet pulled wait in order (the subscriber behaves as one that requested everything). Java's
   * `Long` ticks are `number`s.
   */
  static interval(period: number | { toMillis(): number }): Flux<number>;
  static interval(delay: number | { toMillis(): number }, period: number | { toMillis(): number }): Flux<number>;
  static interval(first: number | { toMillis(): number }, second?: number | { toMillis(): number }): Flux<number> {
    const period = millisOf(second ?? first, 'period');
    return wrap(interval(millisOf(first, second === undefined ? 'period' : 'delay'), period));
  }

  /** The sources one after another, each subscribed when the previous completes. */
  static concat<T>(...sources: Array<Publisher<T>>): Flux<T> {
    return wrap(concat(sources));
  }

  /** All sources subscribed at once, their elements interleaved as they arrive. */
  static merge<T>(...sources: Array<Publisher<T>>): Flux<T> {
    return wrap(merge(sources));
  }

  /**
   * Combines the sources element by element (Reactor's `zip`): each round takes one element from
   * every source, subscribed together, and emits them as a {@link Tuple2}/{@link Tuple3}, or as
   * `combinator`'s result. The first source that completes ends the zip, the first error fails it;
   * the other sources are cancelled then.
   */
  static zip<T1, T2>(source1: Publisher<T1>, source2: Publisher<T2>): Flux<Tuple2<T1, T2>>;
  static zip<T1, T2, O>(source1: Publisher<T1>, source2: Publisher<T2>, combinator: (t1: T1, t2: T2) => O): Flux<O>;
  static zip<T1, T2, T3>(source1: Publisher<T1>, source2: Publisher<T2>, source3: Publisher<T3>): Flux<Tuple3<T1, T2, T3>>;
  static zip<O>(combinator: (values: unknown[]) => O, ...sources: Array<Publisher<unknown>>): Flux<O>;
  static zip<O>(sources: Iterable<Publisher<unknown>>, combinator: (values: unknown[]) => O): Flux<O>;
  static zip(first: unknown, ...rest: unknown[]): Flux<unknown> {
    if (typeof first === 'function') {
      return wrap(zip(rest as Array<Publisher<unknown>>, first as (values: unknown[]) => unknown));
    }
    if (rest.length === 1 && typeof rest[0] === 'function' && !isPublisherLike(first)) {
      return wrap(zip([...(first as Iterable<Publisher<unknown>>)], rest[0] as (values: unknown[]) => unknown));
    }
    const last = rest[rest.length - 1];
    if (typeof last === 'function') {
      const pair = last as (t1: unknown, t2: unknown) => unknown;
      return wrap(zip([first as Publisher<unknown>, ...(rest.slice(0, -1) as Array<Publisher<unknown>>)], (v) => pair(v[0], v[1])));
    }
    const sources = [first as Publisher<unknown>, ...(rest as Array<Publisher<unknown>>)];
    return wrap(zip(sources, (v) => (v.length === 3 ? new Tuple3(v[0], v[1], v[2]) : new Tuple2(v[0], v[1]))));
  }

  // ---------------------------------------------------------------- operators that hand out a Flux

  /** Zips this Flux with `other` (Reactor's `zipWith`): pairs as {@link Tuple2}, or `combinator`'s results. */
  zipWith<T2>(other: Publisher<T2>): Flux<Tuple2<T, T2>>;
  zipWith<T2, O>(other: Publisher<T2>, combinator: (t1: T, t2: T2) => O): Flux<O>;
  zipWith<T2, O>(other: Publisher<T2>, combinator?: (t1: T, t2: T2) => O): Flux<unknown> {
    return combinator === undefined ? Flux.zip(this, other) : Flux.zip(this, other, combinator);
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
    return wrap(publish(this, (shared) => selector(wrap(shared))));
  }

  /**
   * Holds each element for `delay` after it arrives, then emits it and requests the next one
   * (Reactor's `delayElements`); errors and completion are not delayed.
   */
  delayElements(delay: number | { toMillis(): number }): Flux<T> {
    return wrap(delayElements(this, millisOf(delay, 'delay')));
  }

  /**
   * Subscribes to this Flux again when it fails, up to `numRetries` times (every time when omitted),
   * then lets the error through (Reactor's `retry`). A cold source re-emits from its start.
   */
  retry(numRetries?: number): Flux<T> {
    return wrap(retry(this, numRetries ?? Number.POSITIVE_INFINITY));
  }

  /**
   * Subscribes to this Flux again when it fails, as `retrySpec` decides (Reactor's `retryWhen`):
   * `Retry.backoff(3, Duration.ofMillis(100))` retries three times with growing, jittered delays,
   * then fails with `"Retries exhausted: 3/3"` (an `IllegalStateException` caused by the last
   * failure; `Exceptions.isRetryExhausted(e)` recognizes it); errors the spec's `filter` rejects go
   * on at once.
   */
  retryWhen(retrySpec: Retry): Flux<T> {
    return wrap(retryWhen(this, retrySpec));
  }

  /**
   * Runs this Flux once, at the first subscription, and replays its elements (the last `history` of
   * them, all by default) and its terminal signal, error included, to every subscriber, early or
   * late (Reactor's `cache`).
   *
   * @remarks
   * As in Reactor, the source runs to its end once started, even when every subscriber cancels;
   * `cache(0)` replays nothing (late subscribers see only what follows, and the terminal signal).
   * @throws IllegalArgumentException `"History cannot be zero or negative : <n>"` when `history` is negative.
   */
  cache(history?: number): Flux<T> {
    if (history !== undefined && history < 0) {
      throw new IllegalArgumentException(`History cannot be zero or negative : ${history}`);
    }
    return wrap(cache(this, history ?? Number.POSITIVE_INFINITY));
  }

  /**
   * Shares one subscription to this Flux among its concurrent subscribers (Reactor's `share()`,
   * `publish().refCount()`): the first subscriber starts the source, later ones see what arrives
   * after they joined, and the source is cancelled when the last subscriber leaves; a subscriber
   * arriving after the source terminated starts it again.
   *
   * @remarks
   * Pulled, not pushed: the fastest subscriber pulls the source, and an element is kept until every
   * current subscriber has read it. The source is subscribed one event-loop turn after the first
   * pull, so subscribers that subscribe together all see the first element.
   */
  share(): Flux<T> {
    return wrap(share(this));
  }

  /** Applies `transformer` to this whole Flux (Reactor's `transform`), for reusable operator chains. */
  transform<R>(transformer: (flux: Flux<T>) => Publisher<R>): Flux<R> {
    return Flux.from(transformer(this));
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
    return wrap(windowUntil(this, boundary, cutBefore ?? false, (items) => Flux.fromArray(items)));
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

}

/** A Publisher rather than a collection of them: a Flux, an AsyncIterable, a stream or a Promise. */
function isPublisherLike(value: unknown): boolean {
  return isFlux(value) || (typeof value === 'object' && value !== null && (Symbol.asyncIterator in value || 'then' in value || 'getReader' in value));
}

/** `core` as a Flux: itself when it is one, otherwise a Flux with the same source and stages. */
function wrap<T>(core: FluxCore<T>): Flux<T> {
  if (core instanceof Flux) {
    return core;
  }
  const flux = new Flux<T>(core._factory);
  flux._sync = core._sync;
  flux._upstream = core._upstream;
  flux._stage = core._stage;
  return flux;
}
