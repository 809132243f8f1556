/* spring-ai-ts, Apache-2.0. Retry strategies for Flux.retryWhen: Reactor's Retry, RetrySpec and RetryBackoffSpec. */
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { IllegalStateException } from '../core/IllegalStateException.js';
import type { Duration } from '../core/time/Duration.js';

/**
 * The state of a retry, as a retry strategy sees it: Reactor's `Retry.RetrySignal`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/retry/Retry.RetrySignal.html
 * @category Streaming
 */
export interface RetrySignal {
  /** The retries done so far (0 at the first failure). */
  totalRetries(): number;
  /** The retries done since an element last arrived (for transient errors). */
  totalRetriesInARow(): number;
  /** The failure that triggered this signal. */
  failure(): unknown;
  /** An immutable copy (this port's signals are already immutable). */
  copy(): RetrySignal;
}

/** Raised when a retry strategy runs out of attempts: Reactor's `Exceptions.RetryExhaustedException`. */
class RetryExhaustedException extends IllegalStateException {}

/**
 * Reactor's `reactor.core.Exceptions` helpers for retries.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/Exceptions.html
 * @category Errors
 */
export const Exceptions = {
  /** `true` when `error` was raised because a {@link Retry} strategy ran out of attempts. */
  isRetryExhausted(error: unknown): boolean {
    return error instanceof RetryExhaustedException;
  },
  /** The exception a retry strategy raises when it runs out of attempts (caused by the last failure). */
  retryExhausted(message: string, cause: unknown): Error {
    return new RetryExhaustedException(message, cause);
  },
};

/** What a strategy decides for one failure: retry after a delay, or fail with an error. @internal */
export type RetryDecision = { readonly retry: true; readonly delayMillis: number } | { readonly retry: false; readonly error: unknown };

/** Settings common to both specs. */
interface Common {
  readonly maxAttempts: number;
  readonly errorFilter: (error: unknown) => boolean;
  readonly isTransientErrors: boolean;
  readonly before: (signal: RetrySignal) => void;
  readonly after: (signal: RetrySignal) => void;
}

function exhaustedMessage(common: Common, signal: RetrySignal): string {
  return 'Retries exhausted: ' + (common.isTransientErrors
    ? `${signal.totalRetriesInARow()}/${common.maxAttempts} in a row (${signal.totalRetries()} total)`
    : `${signal.totalRetries()}/${common.maxAttempts}`);
}

const NO_OP = (): void => {};

/**
 * A retry strategy for {@link Flux.retryWhen}: Reactor's `Retry`, built with its factories
 * (`backoff`, `fixedDelay`, `max`, `maxInARow`, `indefinitely`).
 *
 * @remarks
 * `Retry.from(Function)` and `Retry.withThrowable(Function)` (a strategy written as a companion
 * Flux) are not ported; the specs' `*Async` hooks and `scheduler` are not either.
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/retry/Retry.html
 * @category Streaming
 */
export abstract class Retry {
  /** @internal */
  abstract _decide(signal: RetrySignal): RetryDecision;
  /** @internal */
  abstract _before(signal: RetrySignal): void;
  /** @internal */
  abstract _after(signal: RetrySignal): void;

  /**
   * Exponential backoff with jitter: up to `maxAttempts` retries, the n-th after about
   * `minBackoff * 2^n` (±50% jitter, capped by `maxBackoff`).
   */
  static backoff(maxAttempts: number, minBackoff: Duration): RetryBackoffSpec {
    return new RetryBackoffSpec(
      { maxAttempts, errorFilter: () => true, isTransientErrors: false, before: NO_OP, after: NO_OP },
      minBackoff.toMillis(), Number.POSITIVE_INFINITY, 2, 0.5, undefined,
    );
  }

  /** Up to `maxAttempts` retries, each after `fixedDelay`. */
  static fixedDelay(maxAttempts: number, fixedDelay: Duration): RetryBackoffSpec {
    return new RetryBackoffSpec(
      { maxAttempts, errorFilter: () => true, isTransientErrors: false, before: NO_OP, after: NO_OP },
      fixedDelay.toMillis(), fixedDelay.toMillis(), 2, 0, undefined,
    );
  }

  /** Up to `max` immediate retries. */
  static max(max: number): RetrySpec {
    return new RetrySpec({ maxAttempts: max, errorFilter: () => true, isTransientErrors: false, before: NO_OP, after: NO_OP }, undefined);
  }

  /** Up to `maxInARow` immediate retries without an element in between (transient errors). */
  static maxInARow(maxInARow: number): RetrySpec {
    return new RetrySpec({ maxAttempts: maxInARow, errorFilter: () => true, isTransientErrors: true, before: NO_OP, after: NO_OP }, undefined);
  }

  /** Immediate retries, forever. */
  static indefinitely(): RetrySpec {
    return Retry.max(Number.MAX_SAFE_INTEGER);
  }
}


/**
 * Immediate retries, bounded: Reactor's `RetrySpec` (from `Retry.max`, `maxInARow`, `indefinitely`).
 * Every setter returns a new spec.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/retry/RetrySpec.html
 * @category Streaming
 */
export class RetrySpec extends Retry {
  /** @internal */
  constructor(
    private readonly common: Common,
    private readonly exhausted: ((spec: RetrySpec, signal: RetrySignal) => unknown) | undefined,
  ) {
    super();
  }

  /** A copy with another maximum number of retries. */
  maxAttempts(maxAttempts: number): RetrySpec {
    return new RetrySpec({ ...this.common, maxAttempts }, this.exhausted);
  }

  /** A copy that retries only the errors `errorFilter` accepts; others go on at once. */
  filter(errorFilter: (error: unknown) => boolean): RetrySpec {
    return new RetrySpec({ ...this.common, errorFilter }, this.exhausted);
  }

  /** A copy counting only the retries since an element last arrived (`true`), or all of them. */
  transientErrors(isTransientErrors: boolean): RetrySpec {
    return new RetrySpec({ ...this.common, isTransientErrors }, this.exhausted);
  }

  /** A copy that calls `before` before each retry. */
  doBeforeRetry(before: (signal: RetrySignal) => void): RetrySpec {
    const previous = this.common.before;
    return new RetrySpec({ ...this.common, before: (s) => { previous(s); before(s); } }, this.exhausted);
  }

  /** A copy that calls `after` after each retry's delay, before resubscribing. */
  doAfterRetry(after: (signal: RetrySignal) => void): RetrySpec {
    const previous = this.common.after;
    return new RetrySpec({ ...this.common, after: (s) => { previous(s); after(s); } }, this.exhausted);
  }

  /** A copy that fails with `factory(spec, signal)` when retries run out. */
  onRetryExhaustedThrow(factory: ((spec: RetrySpec, signal: RetrySignal) => unknown)): RetrySpec {
    return new RetrySpec(this.common, factory);
  }

  /** @internal */
  _decide(signal: RetrySignal): RetryDecision {
    const failure = signal.failure();
    if (!this.common.errorFilter(failure)) {
      return { retry: false, error: failure };
    }
    const iteration = this.common.isTransientErrors ? signal.totalRetriesInARow() : signal.totalRetries();
    if (iteration >= this.common.maxAttempts) {
      const error = this.exhausted !== undefined
        ? this.exhausted(this, signal)
        : Exceptions.retryExhausted(exhaustedMessage(this.common, signal), failure);
      return { retry: false, error };
    }
    return { retry: true, delayMillis: 0 };
  }

  /** @internal */
  _before(signal: RetrySignal): void {
    this.common.before(signal);
  }

  /** @internal */
  _after(signal: RetrySignal): void {
    this.common.after(signal);
  }
}

/**
 * Retries with a delay, exponential with jitter or fixed: Reactor's `RetryBackoffSpec` (from
 * `Retry.backoff`, `Retry.fixedDelay`). Every setter returns a new spec.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/util/retry/RetryBackoffSpec.html
 * @category Streaming
 */
export class RetryBackoffSpec extends Retry {
  /** @internal */
  constructor(
    private readonly common: Common,
    private readonly minBackoffMillis: number,
    private readonly maxBackoffMillis: number,
    private readonly multiplierValue: number,
    private readonly jitterFactor: number,
    private readonly exhausted: ((spec: RetryBackoffSpec, signal: RetrySignal) => unknown) | undefined,
  ) {
    super();
  }

  private with(changes: Partial<Common>, settings: Partial<{ min: number; max: number; multiplier: number; jitter: number }> = {},
    exhausted = this.exhausted): RetryBackoffSpec {
    return new RetryBackoffSpec({ ...this.common, ...changes }, settings.min ?? this.minBackoffMillis,
      settings.max ?? this.maxBackoffMillis, settings.multiplier ?? this.multiplierValue, settings.jitter ?? this.jitterFactor, exhausted);
  }

  /** A copy with another maximum number of retries. */
  maxAttempts(maxAttempts: number): RetryBackoffSpec {
    return this.with({ maxAttempts });
  }

  /** A copy whose first delay (the base of the exponential) is `minBackoff`. */
  minBackoff(minBackoff: Duration): RetryBackoffSpec {
    return this.with({}, { min: minBackoff.toMillis() });
  }

  /** A copy that retries only the errors `errorFilter` accepts; others go on at once. */
  filter(errorFilter: (error: unknown) => boolean): RetryBackoffSpec {
    return this.with({ errorFilter });
  }

  /** A copy counting (and backing off by) only the retries since an element last arrived. */
  transientErrors(isTransientErrors: boolean): RetryBackoffSpec {
    return this.with({ isTransientErrors });
  }

  /** A copy whose delays never exceed `maxBackoff`. */
  maxBackoff(maxBackoff: Duration): RetryBackoffSpec {
    return this.with({}, { max: maxBackoff.toMillis() });
  }

  /** A copy whose delays grow by `multiplier` per retry (2 by default). */
  multiplier(multiplier: number): RetryBackoffSpec {
    return this.with({}, { multiplier });
  }

  /**
   * A copy with another jitter factor (0.5 by default): each delay varies by up to that fraction.
   * @remarks Reactor checks the factor when the retry starts; here it is checked at once.
   * @throws IllegalArgumentException `"jitterFactor must be between 0 and 1 (default 0.5)"`
   */
  jitter(jitterFactor: number): RetryBackoffSpec {
    if (jitterFactor < 0 || jitterFactor > 1) {
      throw new IllegalArgumentException('jitterFactor must be between 0 and 1 (default 0.5)');
    }
    return this.with({}, { jitter: jitterFactor });
  }

  /** A copy that calls `before` before each retry's delay. */
  doBeforeRetry(before: (signal: RetrySignal) => void): RetryBackoffSpec {
    const previous = this.common.before;
    return this.with({ before: (s) => { previous(s); before(s); } });
  }

  /** A copy that calls `after` after each retry's delay, before resubscribing. */
  doAfterRetry(after: (signal: RetrySignal) => void): RetryBackoffSpec {
    const previous = this.common.after;
    return this.with({ after: (s) => { previous(s); after(s); } });
  }

  /** A copy that fails with `factory(spec, signal)` when retries run out. */
  onRetryExhaustedThrow(factory: ((spec: RetryBackoffSpec, signal: RetrySignal) => unknown)): RetryBackoffSpec {
    return this.with({}, {}, factory);
  }

  /** @internal */
  _decide(signal: RetrySignal): RetryDecision {
    const failure = signal.failure();
    if (!this.common.errorFilter(failure)) {
      return { retry: false, error: failure };
    }
    const iteration = this.common.isTransientErrors ? signal.totalRetriesInARow() : signal.totalRetries();
    if (iteration >= this.common.maxAttempts) {
      const error = this.exhausted !== undefined
        ? this.exhausted(this, signal)
        : Exceptions.retryExhausted(exhaustedMessage(this.common, signal), failure);
      return { retry: false, error };
    }
    const next = Math.min(this.minBackoffMillis * Math.pow(this.multiplierValue, iteration), this.maxBackoffMillis);
    if (next === 0) {
      return { retry: true, delayMillis: 0 };
    }
    // Reactor's jitter: a random offset within ±jitterFactor of the delay, kept inside [min, max].
    const jitterOffset = Math.floor((next * Math.floor(100 * this.jitterFactor)) / 100);
    const lowBound = Math.max(this.minBackoffMillis - next, -jitterOffset);
    const highBound = Math.min(this.maxBackoffMillis - next, jitterOffset);
    const jitter = highBound === lowBound
      ? (highBound === 0 ? 0 : Math.floor(Math.random() * highBound))
      : lowBound + Math.floor(Math.random() * (highBound - lowBound));
    return { retry: true, delayMillis: next + jitter };
  }

  /** @internal */
  _before(signal: RetrySignal): void {
    this.common.before(signal);
  }

  /** @internal */
  _after(signal: RetrySignal): void {
    this.common.after(signal);
  }
}
