/* spring-ai-ts, Apache-2.0. The operators of Flux that return a Flux, below Flux (internal). */
import type { Context } from '../Context.js';
import type { ContextView } from '../ContextView.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import type { Flux } from '../Flux.js';
import { buffer } from '../operators/buffer.js';
import { concatMap } from '../operators/concatMap.js';
import { bufferTimeout } from '../operators/bufferTimeout.js';
import { concatWith } from '../operators/concatWith.js';
import { contextWrite } from '../operators/contextWrite.js';
import { defaultIfEmpty } from '../operators/defaultIfEmpty.js';
import { distinctUntilChanged } from '../operators/distinctUntilChanged.js';
import { doFinally } from '../operators/doFinally.js';
import { doOnCancel } from '../operators/doOnCancel.js';
import { doOnComplete } from '../operators/doOnComplete.js';
import { doOnError } from '../operators/doOnError.js';
import { doOnNext } from '../operators/doOnNext.js';
import { doOnSubscribe } from '../operators/doOnSubscribe.js';
import { filter } from '../operators/filter.js';
import { flatMap } from '../operators/flatMap.js';
import { ignoreElements } from '../operators/ignoreElements.js';
import { index } from '../operators/indexOperator.js';
import { map } from '../operators/map.js';
import { onErrorMap } from '../operators/onErrorMap.js';
import { onErrorResume } from '../operators/onErrorResume.js';
import { onErrorReturn } from '../operators/onErrorReturn.js';
import { publishOn } from '../operators/publishOn.js';
import { scan, scanWith } from '../operators/scan.js';
import { skip } from '../operators/skip.js';
import { subscribeOn } from '../operators/subscribeOn.js';
import { switchIfEmpty } from '../operators/switchIfEmpty.js';
import { switchMap } from '../operators/switchMap.js';
import { take } from '../operators/take.js';
import { takeUntil } from '../operators/takeUntil.js';
import { thenMany } from '../operators/thenEmpty.js';
import { sample } from '../operators/sample.js';
import { timeout as timeoutOperator } from '../operators/timeout.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { millisOf } from './millis.js';
import type { Publisher } from '../Publisher.js';
import type { Scheduler } from '../Scheduler.js';
import type { SignalType } from '../SignalType.js';
import type { Subscription } from '../Subscription.js';
import type { FluxCore } from './FluxCore.js';
import { FluxTerminals } from './FluxTerminals.js';

/**
 * The operators of `Flux` that return a Flux. Each calls its operator function (which builds a
 * plain {@link FluxCore}) and hands the result to `_wrap`, which `Flux` implements: so this module
 * and the operators need `Flux` as a type only, and `Flux` inherits everything here. Not exported
 * from the package entry points.
 */
export abstract class FluxOperators<T> extends FluxTerminals<T> {
  /** @internal Turns an operator's result into a `Flux` (the result itself when it is one). */
  protected abstract _wrap<R>(core: FluxCore<R>): Flux<R>;

  /** Transforms each element with `mapper`; an error thrown by it fails the Flux and cancels upstream. */
  map<R>(mapper: (value: T) => R): Flux<R> {
    return this._wrap(map(this, mapper));
  }

  /** Keeps the elements that satisfy `predicate`. */
  filter<S extends T>(predicate: (value: T) => value is S): Flux<S>;
  filter(predicate: (value: T) => boolean): Flux<T>;
  filter(predicate: (value: T) => boolean): Flux<T> {
    return this._wrap(filter(this, predicate));
  }

  /** Runs `onNext` for each element, before passing it on. */
  doOnNext(onNext: (value: T) => void): Flux<T> {
    return this._wrap(doOnNext(this, onNext));
  }

  /**
   * Runs `onFinally` exactly once after the Flux completes, fails or is cancelled, with the
   * {@link SignalType} that ended it.
   */
  doFinally(onFinally: (signal: SignalType) => void): Flux<T> {
    return this._wrap(doFinally(this, onFinally));
  }

  /**
   * Maps each element to a {@link Publisher} and emits their elements one inner source after the
   * other, in order.
   */
  concatMap<R>(mapper: (value: T) => Publisher<R>, prefetch?: number): Flux<R> {
    return this._wrap(concatMap(this, mapper, prefetch));
  }

  /**
   * Maps each element to a {@link Publisher} and merges their elements as they arrive, with up to
   * `concurrency` inner sources running at once (Reactor's default, 256). Use {@link Flux.concatMap}
   * for source order.
   */
  flatMap<R>(mapper: (value: T) => Publisher<R>, concurrency?: number, prefetch?: number): Flux<R> {
    return this._wrap(flatMap(this, mapper, concurrency, prefetch));
  }

  /** Emits this Flux's elements, then `other`'s. */
  concatWith(other: Publisher<T>): Flux<T> {
    return this._wrap(concatWith(this, other));
  }

  /**
   * Maps each element to a {@link Publisher} and emits only the elements of the latest one: a new
   * element cancels the inner source still running.
   */
  switchMap<R>(mapper: (value: T) => Publisher<R>, _prefetch?: number): Flux<R> {
    return this._wrap(switchMap(this, mapper));
  }

  /** Maps each element to an `Iterable` and emits its elements in order. */
  concatMapIterable<R>(mapper: (value: T) => Iterable<R>): Flux<R> {
    return this._wrap(concatMap(this, mapper));
  }

  /** Maps each element to an `Iterable` and emits its elements in order (sequential here too). */
  flatMapIterable<R>(mapper: (value: T) => Iterable<R>): Flux<R> {
    return this._wrap(concatMap(this, mapper));
  }

  /** Runs `onError` when the Flux fails (optionally only for errors `matcher` selects); the error goes on. */
  doOnError(onError: (error: unknown) => void): Flux<T>;
  doOnError(matcher: ErrorMatcher, onError: (error: unknown) => void): Flux<T>;
  doOnError(first: ErrorMatcher | ((error: unknown) => void), second?: (error: unknown) => void): Flux<T> {
    return this._wrap(
      second === undefined
        ? doOnError(this, first as (error: unknown) => void)
        : doOnError(this, second, first as ErrorMatcher),
    );
  }

  /** Runs `onComplete` when the Flux completes normally. */
  doOnComplete(onComplete: () => void): Flux<T> {
    return this._wrap(doOnComplete(this, onComplete));
  }

  /** Runs `onSubscribe` when a subscription starts (the first pull), before the source runs. */
  doOnSubscribe(onSubscribe: (subscription: Subscription) => void): Flux<T> {
    return this._wrap(doOnSubscribe(this, onSubscribe));
  }

  /** Runs `onCancel` when the consumer stops before the Flux ends. */
  doOnCancel(onCancel: () => void): Flux<T> {
    return this._wrap(doOnCancel(this, onCancel));
  }

  /** On error (optionally only those `matcher` selects), continues with the {@link Publisher} `fallback` returns. */
  onErrorResume(fallback: (error: unknown) => Publisher<T>): Flux<T>;
  onErrorResume(matcher: ErrorMatcher, fallback: (error: unknown) => Publisher<T>): Flux<T>;
  onErrorResume(
    first: ErrorMatcher | ((error: unknown) => Publisher<T>),
    second?: (error: unknown) => Publisher<T>,
  ): Flux<T> {
    return this._wrap(
      second === undefined
        ? onErrorResume(this, first as (error: unknown) => Publisher<T>)
        : onErrorResume(this, second, first as ErrorMatcher),
    );
  }

  /** Replaces an error (optionally only those `matcher` selects) with the one `mapper` returns. */
  onErrorMap(mapper: (error: unknown) => unknown): Flux<T>;
  onErrorMap(matcher: ErrorMatcher, mapper: (error: unknown) => unknown): Flux<T>;
  onErrorMap(first: ErrorMatcher | ((error: unknown) => unknown), second?: (error: unknown) => unknown): Flux<T> {
    return this._wrap(
      second === undefined
        ? onErrorMap(this, first as (error: unknown) => unknown)
        : onErrorMap(this, second, first as ErrorMatcher),
    );
  }

  /** On error (optionally only those `matcher` selects), emits `fallbackValue` and completes. */
  onErrorReturn(fallbackValue: T): Flux<T>;
  onErrorReturn(matcher: ErrorMatcher, fallbackValue: T): Flux<T>;
  onErrorReturn(...args: [T] | [ErrorMatcher, T]): Flux<T> {
    return this._wrap(args.length === 1 ? onErrorReturn(this, args[0]) : onErrorReturn(this, args[1], args[0]));
  }

  /**
   * Groups the elements into arrays of `maxSize` (the last one may be shorter).
   * @throws IllegalArgumentException when `maxSize` is not positive.
   */
  buffer(maxSize: number): Flux<T[]> {
    return this._wrap(buffer(this, maxSize));
  }

  /**
   * The first `n` elements; then the upstream is cancelled and the Flux completes.
   * @throws IllegalArgumentException when `n` is negative.
   */
  take(n: number): Flux<T> {
    return this._wrap(take(this, n));
  }

  /** Drops the first `n` elements. */
  skip(n: number): Flux<T> {
    return this._wrap(skip(this, n));
  }

  /** Emits elements until one satisfies `predicate` (that one included), then cancels upstream. */
  takeUntil(predicate: (value: T) => boolean): Flux<T> {
    return this._wrap(takeUntil(this, predicate));
  }

  /**
   * Emits each intermediate accumulation: with one argument the first element as is and then
   * `accumulator(acc, value)`; with an `initial` seed, the seed first.
   */
  scan(accumulator: (acc: T, value: T) => T): Flux<T>;
  scan<A>(initial: A, accumulator: (acc: A, value: T) => A): Flux<A>;
  scan<A>(...args: [(acc: T, value: T) => T] | [A, (acc: A, value: T) => A]): Flux<T> | Flux<A> {
    return args.length === 1 ? this._wrap(scan(this, args[0])) : this._wrap(scanWith(this, args[0], args[1]));
  }

  /** Drops elements whose key (the element itself by default) equals the previous one's (`Object.is` by default). */
  distinctUntilChanged<K = T>(keySelector?: (value: T) => K, keyComparator?: (previous: K, current: K) => boolean): Flux<T> {
    return this._wrap(distinctUntilChanged(this, keySelector, keyComparator));
  }

  /** Pairs each element with its 0-based position: `[index, value]`, or `indexMapper(index, value)`. */
  index(): Flux<[number, T]>;
  index<I>(indexMapper: (index: number, value: T) => I): Flux<I>;
  index<I>(indexMapper?: (index: number, value: T) => I): Flux<I> | Flux<[number, T]> {
    return indexMapper === undefined ? this._wrap(index<T, [number, T]>(this)) : this._wrap(index(this, indexMapper));
  }

  /** Only the completion or error of this Flux, with no elements (Reactor returns a `Mono`; here a Flux). */
  ignoreElements<R = never>(): Flux<R> {
    return this._wrap(ignoreElements<T, R>(this));
  }

  /**
   * Fails with a {@link TimeoutException} (or continues with `fallback`) when no element or
   * terminal signal arrives within `timeout` (milliseconds or a `Duration`) of subscribing or of the
   * previous element.
   */
  timeout(timeout: number | { toMillis(): number }, fallback?: Publisher<T>): Flux<T> {
    return this._wrap(timeoutOperator(this, timeout, fallback));
  }

  /**
   * Accepted for Reactor compatibility and changes nothing.
   * @remarks JavaScript has one event loop; see {@link Schedulers}.
   */
  subscribeOn(scheduler: Scheduler): Flux<T> {
    return this._wrap(subscribeOn(this, scheduler));
  }

  /**
   * Accepted for Reactor compatibility and changes nothing.
   * @remarks JavaScript has one event loop; see {@link Schedulers}.
   */
  publishOn(scheduler: Scheduler, prefetch?: number): Flux<T> {
    return this._wrap(publishOn(this, scheduler, prefetch));
  }

  /** Emits `defaultValue` when this Flux completes without any element. */
  defaultIfEmpty(defaultValue: T): Flux<T> {
    return this._wrap(defaultIfEmpty(this, defaultValue));
  }

  /** Continues with `alternate` (subscribed only then) when this Flux completes without any element. */
  switchIfEmpty(alternate: Publisher<T>): Flux<T> {
    return this._wrap(switchIfEmpty(this, alternate));
  }

  /** Once this Flux completes, emits the elements of `other` (Reactor's `thenMany`). */
  thenMany<V>(other: Publisher<V>): Flux<V> {
    return this._wrap(thenMany(this, other));
  }

  /**
   * Makes `context` (merged in) or `update(downstreamContext)` the {@link ContextView} seen by every
   * operator upstream of this one (never downstream), as Reactor's `contextWrite`.
   */
  contextWrite(context: ContextView | ((context: Context) => Context)): Flux<T> {
    return this._wrap(contextWrite(this, context));
  }

  /**
   * Collects elements into lists of at most `maxSize`, emitting a list when it is full or `maxTime`
   * after its first element arrived (Reactor's `bufferTimeout`); the last list is emitted on
   * completion, and an error drops the list being filled.
   *
   * @remarks
   * The source is pulled eagerly from the first pull on (Reactor's operator requests ahead as well);
   * lists not yet pulled wait in order.
   * @throws IllegalArgumentException `"maxSize must be strictly positive"`, `"Timeout period must be strictly positive"`
   */
  bufferTimeout(maxSize: number, maxTime: number | { toMillis(): number }): Flux<T[]> {
    const millis = millisOf(maxTime, 'maxTime');
    if (millis <= 0) {
      throw new IllegalArgumentException('Timeout period must be strictly positive');
    }
    if (!(maxSize > 0)) {
      throw new IllegalArgumentException('maxSize must be strictly positive');
    }
    return this._wrap(bufferTimeout(this, maxSize, millis));
  }

  /**
   * Emits, every `timespan`, the latest element that arrived in that period, if any (Reactor's
   * `sample(Duration)`); the one pending at completion is emitted before completing.
   *
   * @remarks
   * The source is pulled eagerly from the first pull on, as Reactor's `sample` requests everything.
   */
  sample(timespan: number | { toMillis(): number }): Flux<T> {
    return this._wrap(sample(this, Math.max(1, millisOf(timespan, 'timespan'))));
  }
}
