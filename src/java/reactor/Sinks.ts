/* spring-ai-ts, Apache-2.0. Sinks: Reactor's programmatic emitters (hot sources) feeding pulled Fluxes. */
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { IllegalStateException } from '../core/IllegalStateException.js';
import { NullPointerException } from '../core/NullPointerException.js';
import { Flux } from './Flux.js';
import {
  MulticastBuffer,
  MulticastDirect,
  Replay,
  Unicast,
  type EmitOutcome,
  type ManySinkCore,
} from './internal/sinks.js';
import { OneCore } from './internal/sinkOne.js';
import { SignalType } from './SignalType.js';
import {
  EmissionException,
  EmitFailureHandlers,
  EmitResult,
  errorDropped,
  retries,
  type EmitFailureHandler,
} from './SinksEmission.js';

/** Reactor's `Queues.SMALL_BUFFER_SIZE`, the default warm-up buffer of a multicast sink. */
const SMALL_BUFFER_SIZE = 256;

const NON_SERIALIZED_MESSAGE =
  'Spec. Rule 1.3 - onSubscribe, onNext, onError and onComplete signaled to a Subscriber MUST be signaled serially.';

/**
 * A sink of many elements: Reactor's `Sinks.Many`. Emit with `tryEmitNext`/`tryEmitComplete`/
 * `tryEmitError` (or the `emit…` variants with a failure handler) and subscribe through
 * {@link SinksMany.asFlux}.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.Many.html
 * @category Streaming
 */
export interface SinksMany<T> {
  /**
   * Emits an element; the result says whether it was accepted.
   * @throws NullPointerException `"t is null in sink.next(t)"` for `null`/`undefined`
   */
  tryEmitNext(t: T): EmitResult;
  /** Completes the sink; the result says whether it was accepted. */
  tryEmitComplete(): EmitResult;
  /**
   * Fails the sink; the result says whether it was accepted.
   * @throws NullPointerException `"t is null in sink.error(t)"` for `null`/`undefined`
   */
  tryEmitError(error: unknown): EmitResult;
  /**
   * Emits an element, asking `failureHandler` whether to retry a failure. An element the sink
   * refuses is dropped.
   * @throws EmissionException for `FAIL_NON_SERIALIZED` when the handler does not retry
   */
  emitNext(t: T, failureHandler: EmitFailureHandler): void;
  /** Completes the sink, asking `failureHandler` whether to retry a failure. */
  emitComplete(failureHandler: EmitFailureHandler): void;
  /** Fails the sink, asking `failureHandler` whether to retry a failure; an error that cannot be delivered is logged. */
  emitError(error: unknown, failureHandler: EmitFailureHandler): void;
  /** The number of subscribers currently subscribed (not cancelled, not yet signalled a terminal). */
  currentSubscriberCount(): number;
  /** The Flux its subscribers subscribe to; each iteration is one subscriber. */
  asFlux(): Flux<T>;
}

/**
 * A sink of at most one signal, empty or error: Reactor's `Sinks.Empty`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.Empty.html
 * @category Streaming
 */
export interface SinksEmpty<T> {
  /** Completes without a value. */
  tryEmitEmpty(): EmitResult;
  /**
   * Fails.
   * @throws NullPointerException `"t is null in sink.error(t)"` for `null`/`undefined`
   */
  tryEmitError(error: unknown): EmitResult;
  /** Completes without a value, asking `failureHandler` whether to retry a failure. */
  emitEmpty(failureHandler: EmitFailureHandler): void;
  /** Fails, asking `failureHandler` whether to retry a failure. */
  emitError(error: unknown, failureHandler: EmitFailureHandler): void;
  /** The number of `asMono()` Promises still waiting for the signal. */
  currentSubscriberCount(): number;
  /**
   * The signal as a Promise (Reactor's `Mono`): resolves with `undefined` when empty, rejects on
   * error; every call is a new subscriber, and the signal is replayed to late ones.
   */
  asMono(): Promise<T | undefined>;
}

/**
 * A sink of one value, empty or error: Reactor's `Sinks.One`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.One.html
 * @category Streaming
 */
export interface SinksOne<T> extends SinksEmpty<T> {
  /** Emits the value and completes; `null`/`undefined` completes empty. */
  tryEmitValue(value: T | null | undefined): EmitResult;
  /** Emits the value, asking `failureHandler` whether to retry a failure. */
  emitValue(value: T | null | undefined, failureHandler: EmitFailureHandler): void;
}

/** `Sinks.many().unicast()`: Reactor's `Sinks.UnicastSpec`. @category Streaming */
export interface UnicastSpec {
  /**
   * A sink with one subscriber; everything emitted before it subscribes waits for it (unbounded
   * buffer). A second subscriber fails with `IllegalStateException`; the subscriber's cancellation
   * cancels the sink (`FAIL_CANCELLED`).
   */
  onBackpressureBuffer<T>(): SinksMany<T>;
}

/** `Sinks.many().multicast()`: Reactor's `Sinks.MulticastSpec`. @category Streaming */
export interface MulticastSpec {
  /**
   * A sink with many subscribers: up to `bufferSize` (default 256) elements emitted before the first
   * subscriber wait for it (warm-up), then each subscriber sees what is emitted after it subscribed.
   * With `autoCancel` (default `true`) the sink stops when its last subscriber cancels.
   * @throws IllegalArgumentException `"bufferSize must be strictly positive, was: <n>"`
   */
  onBackpressureBuffer<T>(bufferSize?: number, autoCancel?: boolean): SinksMany<T>;
  /** A sink with many subscribers and no warm-up: an element emitted with none fails (`FAIL_ZERO_SUBSCRIBER`). */
  directAllOrNothing<T>(): SinksMany<T>;
  /** A sink with many subscribers and no warm-up: an element emitted with none fails (`FAIL_ZERO_SUBSCRIBER`). */
  directBestEffort<T>(): SinksMany<T>;
}

/** `Sinks.many().replay()`: Reactor's `Sinks.MulticastReplaySpec`. @category Streaming */
export interface MulticastReplaySpec {
  /** Replays every element to every subscriber (the `batchSize` hint is accepted and ignored). */
  all<T>(batchSize?: number): SinksMany<T>;
  /** Replays the latest element to late subscribers. */
  latest<T>(): SinksMany<T>;
  /** Replays the latest element, `value` until there is one. */
  latestOrDefault<T>(value: T): SinksMany<T>;
  /**
   * Replays the last `historySize` elements to late subscribers.
   * @throws IllegalArgumentException `"historySize must be > 0"`
   */
  limit<T>(historySize: number): SinksMany<T>;
}

/** `Sinks.many()`: Reactor's `Sinks.ManySpec`. @category Streaming */
export interface ManySpec {
  /** Sinks with a single subscriber. */
  unicast(): UnicastSpec;
  /** Sinks with many subscribers, seeing what is emitted after they subscribed. */
  multicast(): MulticastSpec;
  /** Sinks with many subscribers, replaying history to late ones. */
  replay(): MulticastReplaySpec;
}

/** The `Sinks.Many` adapter over one of the internal state machines. */
class ManySink<T> implements SinksMany<T> {
  private readonly flux: Flux<T>;

  constructor(private readonly core: ManySinkCore<T>) {
    this.flux = new Flux<T>(() => core.subscribe());
  }

  tryEmitNext(t: T): EmitResult {
    NullPointerException.requireNonNull(t, 't is null in sink.next(t)');
    return EmitResult._of(this.core.tryEmitNext(t));
  }

  tryEmitComplete(): EmitResult {
    return EmitResult._of(this.core.tryEmitComplete());
  }

  tryEmitError(error: unknown): EmitResult {
    NullPointerException.requireNonNull(error, 't is null in sink.error(t)');
    return EmitResult._of(this.core.tryEmitError(error));
  }

  emitNext(t: T, failureHandler: EmitFailureHandler): void {
    for (;;) {
      const result = this.tryEmitNext(t);
      if (result.isSuccess() || retries(failureHandler, SignalType.ON_NEXT, result)) {
        if (result.isSuccess()) return;
        continue;
      }
      switch (result) {
        case EmitResult.FAIL_OVERFLOW:
          this.emitError(new IllegalStateException('Backpressure overflow during Sinks.Many#emitNext'), failureHandler);
          return;
        case EmitResult.FAIL_NON_SERIALIZED:
          throw new EmissionException(result, NON_SERIALIZED_MESSAGE);
        default:
          // FAIL_ZERO_SUBSCRIBER, FAIL_CANCELLED, FAIL_TERMINATED: the element is dropped.
          return;
      }
    }
  }

  emitComplete(failureHandler: EmitFailureHandler): void {
    emitTerminal(() => this.tryEmitComplete(), SignalType.ON_COMPLETE, failureHandler, undefined);
  }

  emitError(error: unknown, failureHandler: EmitFailureHandler): void {
    emitTerminal(() => this.tryEmitError(error), SignalType.ON_ERROR, failureHandler, { error });
  }

  currentSubscriberCount(): number {
    return this.core.currentSubscriberCount();
  }

  asFlux(): Flux<T> {
    return this.flux;
  }
}

/** Reactor's `emitComplete`/`emitError`/`emitEmpty` loop. */
function emitTerminal(
  attempt: () => EmitResult,
  signalType: SignalType,
  failureHandler: EmitFailureHandler,
  failure: { error: unknown } | undefined,
): void {
  for (;;) {
    const result = attempt();
    if (result.isSuccess()) return;
    if (retries(failureHandler, signalType, result)) continue;
    if (result === EmitResult.FAIL_NON_SERIALIZED) {
      throw new EmissionException(result, NON_SERIALIZED_MESSAGE);
    }
    if (result === EmitResult.FAIL_TERMINATED && failure !== undefined) {
      errorDropped(failure.error);
    }
    return;
  }
}

/** The `Sinks.One` (and `Sinks.Empty`) implementation. */
class OneSink<T> implements SinksOne<T> {
  private readonly core = new OneCore<T>();

  tryEmitValue(value: T | null | undefined): EmitResult {
    return EmitResult._of(this.core.tryEmitValue(value));
  }

  tryEmitEmpty(): EmitResult {
    return EmitResult._of(this.core.tryEmitEmpty());
  }

  tryEmitError(error: unknown): EmitResult {
    NullPointerException.requireNonNull(error, 't is null in sink.error(t)');
    return EmitResult._of(this.core.tryEmitError(error));
  }

  emitValue(value: T | null | undefined, failureHandler: EmitFailureHandler): void {
    emitTerminal(() => this.tryEmitValue(value), SignalType.ON_NEXT, failureHandler, undefined);
  }

  emitEmpty(failureHandler: EmitFailureHandler): void {
    emitTerminal(() => this.tryEmitEmpty(), SignalType.ON_COMPLETE, failureHandler, undefined);
  }

  emitError(error: unknown, failureHandler: EmitFailureHandler): void {
    emitTerminal(() => this.tryEmitError(error), SignalType.ON_ERROR, failureHandler, { error });
  }

  currentSubscriberCount(): number {
    return this.core.currentSubscriberCount();
  }

  asMono(): Promise<T | undefined> {
    return this.core.asPromise();
  }
}

const MANY_SPEC: ManySpec = {
  unicast: () => ({
    onBackpressureBuffer: <T>() => new ManySink<T>(new Unicast<T>()),
  }),
  multicast: () => ({
    onBackpressureBuffer: <T>(bufferSize?: number, autoCancel?: boolean): SinksMany<T> => {
      const size = bufferSize ?? SMALL_BUFFER_SIZE;
      if (size < 1) {
        throw new IllegalArgumentException(`bufferSize must be strictly positive, was: ${size}`);
      }
      return new ManySink<T>(new MulticastBuffer<T>(size, autoCancel ?? true));
    },
    directAllOrNothing: <T>() => new ManySink<T>(new MulticastDirect<T>()),
    directBestEffort: <T>() => new ManySink<T>(new MulticastDirect<T>()),
  }),
  replay: () => ({
    all: <T>(_batchSize?: number) => new ManySink<T>(new Replay<T>(Number.POSITIVE_INFINITY)),
    latest: <T>() => new ManySink<T>(new Replay<T>(1)),
    latestOrDefault: <T>(value: T) => new ManySink<T>(new Replay<T>(1, { value })),
    limit: <T>(historySize: number): SinksMany<T> => {
      if (historySize <= 0) {
        throw new IllegalArgumentException('historySize must be > 0');
      }
      return new ManySink<T>(new Replay<T>(historySize));
    },
  }),
};

/**
 * Programmatic emitters that feed {@link Flux} subscribers (and Promises, for `Sinks.one()`):
 * Reactor's `Sinks`. Typical use publishes events from callbacks to whoever subscribed:
 * `const sink = Sinks.many().multicast().onBackpressureBuffer<string>();`
 * `sink.tryEmitNext('tool started');` … `sink.asFlux().subscribe(…)`.
 *
 * @remarks
 * Reactor pushes to subscribers under their demand; this `Flux` is pulled. A subscriber (an
 * iteration of `asFlux()`: `for await`, `subscribe`, `collectList`…) is counted from the moment it
 * subscribes and behaves as a Reactor subscriber that requested an unbounded amount (as
 * `subscribe()` and `collectList()` do): each element emitted is queued for it at once and waits
 * there until pulled, so `tryEmitNext` never returns `FAIL_OVERFLOW` for a slow consumer, and
 * memory grows with what a slow consumer has not read yet. Leaving the iteration (`break`,
 * `take`, `dispose()`) is the subscriber's cancellation. JavaScript emits from one thread, so
 * `FAIL_NON_SERIALIZED` never occurs and every sink is safe to use from any callback. `Sinks.unsafe()`,
 * `manyWithUpstream()`, time-limited replay and the `Queue` arguments of the unicast spec are not
 * ported. `asMono()` is a Promise (a Reactor `Mono`), resolving with `undefined` when empty.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.html
 * @category Streaming
 */
export class Sinks {
  /** Reactor's `Sinks.EmitResult`. */
  static readonly EmitResult = EmitResult;
  /** Reactor's `Sinks.EmissionException`. */
  static readonly EmissionException = EmissionException;
  /** Reactor's `Sinks.EmitFailureHandler` constants: `FAIL_FAST`, `busyLooping(duration)`. */
  static readonly EmitFailureHandler = EmitFailureHandlers;

  private constructor() {}

  /** A sink of one terminal signal, empty or error; `asMono()` is a Promise of it. */
  static empty<T = void>(): SinksEmpty<T> {
    return new OneSink<T>();
  }

  /** A sink of one value (or empty, or error); `asMono()` is a Promise of it. */
  static one<T>(): SinksOne<T> {
    return new OneSink<T>();
  }

  /** The specs of the sinks of many elements: `unicast()`, `multicast()`, `replay()`. */
  static many(): ManySpec {
    return MANY_SPEC;
  }
}

/** The nested types of {@link Sinks}, as Java spells them (`Sinks.Many<T>`, `Sinks.EmitResult`…). */
export declare namespace Sinks {
  /** Reactor's `Sinks.Many`: see {@link SinksMany}. */
  type Many<T> = import('./Sinks.js').SinksMany<T>;
  /** Reactor's `Sinks.One`: see {@link SinksOne}. */
  type One<T> = import('./Sinks.js').SinksOne<T>;
  /** Reactor's `Sinks.Empty`: see {@link SinksEmpty}. */
  type Empty<T> = import('./Sinks.js').SinksEmpty<T>;
  /** Reactor's `Sinks.EmitResult`: see {@link EmitResult}. */
  type EmitResult = import('./SinksEmission.js').EmitResult;
  /** Reactor's `Sinks.EmissionException`: see {@link EmissionException}. */
  type EmissionException = import('./SinksEmission.js').EmissionException;
  /** Reactor's `Sinks.EmitFailureHandler`: see {@link EmitFailureHandler}. */
  type EmitFailureHandler = import('./SinksEmission.js').EmitFailureHandler;
  /** Reactor's `Sinks.ManySpec`. */
  type ManySpec = import('./Sinks.js').ManySpec;
  /** Reactor's `Sinks.UnicastSpec`. */
  type UnicastSpec = import('./Sinks.js').UnicastSpec;
  /** Reactor's `Sinks.MulticastSpec`. */
  type MulticastSpec = import('./Sinks.js').MulticastSpec;
  /** Reactor's `Sinks.MulticastReplaySpec`. */
  type MulticastReplaySpec = import('./Sinks.js').MulticastReplaySpec;
}
