/* Ported from Spring Retry RetryTemplate (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortedException } from '../core/AbortedException.js';
import { whenAborted } from '../core/whenAborted.js';
import { AbortSignalContext } from '../core/AbortSignalContext.js';
import type { RetryCallback } from './RetryCallback.js';
import type { RetryContext } from './RetryContext.js';
import type { RetryListener } from './RetryListener.js';
import { Assert } from '../core/Assert.js';

/** Waits `millis`, or rejects when `signal` aborts first. */
export type RetrySleeper = (millis: number, signal: AbortSignal | undefined) => Promise<void>;

/** The settings a {@link RetryTemplateBuilder} collects. */
export interface RetryTemplateSettings {
  /** Attempts in total, the first included. */
  maxAttempts: number;
  /** Error classes that are retried (an error is retried when it is an instance of one). */
  retryOn: ReadonlyArray<abstract new (...args: never[]) => unknown>;
  /** The first back-off interval in milliseconds. */
  initialInterval: number;
  /** The factor applied to the interval after each failed attempt (1 = fixed back-off). */
  multiplier: number;
  /** The longest interval in milliseconds. */
  maxInterval: number;
  /** The listeners, in registration order. */
  listeners: RetryListener[];
  /** How to wait between attempts. */
  sleeper: RetrySleeper;
}

const toMillis = (value: number | { toMillis(): number }): number => (typeof value === 'number' ? value : value.toMillis());

/** The default sleeper: a timer that the caller's `AbortSignal` cuts short. */
export const abortableSleep: RetrySleeper = (millis, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(AbortedException.from(signal, 'The retry back-off'));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(AbortedException.from(signal as AbortSignal, 'The retry back-off'));
    };
    const timer = setTimeout(() => {
      stopWaiting();
      resolve();
    }, millis);
    const stopWaiting = whenAborted(signal, onAbort);
  });

/**
 * Fluent settings of a {@link RetryTemplate}, with Spring Retry's method names.
 *
 * @see https://docs.spring.io/spring-retry/docs/api/current/org/springframework/retry/support/RetryTemplateBuilder.html
 * @category Core
 */
export class RetryTemplateBuilder {
  private readonly settings: RetryTemplateSettings = {
    maxAttempts: 3,
    retryOn: [],
    initialInterval: 1000,
    multiplier: 1,
    maxInterval: 1000,
    listeners: [],
    sleeper: abortableSleep,
  };

  /** @internal Created by `RetryTemplate.builder()`. */
  constructor(private readonly factory: (settings: RetryTemplateSettings) => RetryTemplate) {}

  /** Attempts in total, the first included. */
  maxAttempts(maxAttempts: number): this {
    Assert.isTrue(maxAttempts > 0, 'Number of attempts should be positive');
    this.settings.maxAttempts = maxAttempts;
    return this;
  }

  /** Retries errors that are instances of `type` (may be called several times). */
  retryOn(type: abstract new (...args: never[]) => unknown): this {
    Assert.notNull(type, 'Exception class must not be null');
    this.settings.retryOn = [...this.settings.retryOn, type];
    return this;
  }

  /** Waits `initialInterval`, then `multiplier` times longer after each failure, at most `maxInterval`. */
  exponentialBackoff(initialInterval: number | { toMillis(): number }, multiplier: number, maxInterval: number | { toMillis(): number }): this {
    Assert.isTrue(toMillis(initialInterval) >= 1, 'Initial interval should be >= 1');
    Assert.isTrue(multiplier > 1, 'Multiplier should be > 1');
    Assert.isTrue(toMillis(maxInterval) > toMillis(initialInterval), 'Max interval should be > than initial interval');
    this.settings.initialInterval = toMillis(initialInterval);
    this.settings.multiplier = multiplier;
    this.settings.maxInterval = toMillis(maxInterval);
    return this;
  }

  /** Waits the same `interval` between attempts. */
  fixedBackoff(interval: number | { toMillis(): number }): this {
    Assert.isTrue(toMillis(interval) >= 1, 'Interval should be >= 1');
    this.settings.initialInterval = toMillis(interval);
    this.settings.multiplier = 1;
    this.settings.maxInterval = toMillis(interval);
    return this;
  }

  /** No wait between attempts. */
  noBackoff(): this {
    this.settings.initialInterval = 0;
    this.settings.multiplier = 1;
    this.settings.maxInterval = 0;
    return this;
  }

  /** Adds a listener. */
  withListener(listener: RetryListener): this {
    Assert.notNull(listener, 'Listener should not be null');
    this.settings.listeners.push(listener);
    return this;
  }

  /**
   * Replaces how the template waits (an addition to Spring, e.g. for tests).
   *
   * @remarks Not in Spring Retry's builder; its back-off policies take a `Sleeper` instead.
   */
  withSleeper(sleeper: RetrySleeper): this {
    Assert.notNull(sleeper, 'Sleeper should not be null');
    this.settings.sleeper = sleeper;
    return this;
  }

  /** The template. */
  build(): RetryTemplate {
    return this.factory({ ...this.settings, listeners: [...this.settings.listeners] });
  }
}

/**
 * Runs a callback and, when it fails with a retryable error, runs it again after a back-off,
 * up to a maximum number of attempts; the small port of Spring Retry's `RetryTemplate` that the
 * chat models use.
 *
 * Build one with {@link RetryTemplate.builder} (`maxAttempts`, `retryOn`, `exponentialBackoff`,
 * `fixedBackoff`, `withListener`). {@link RetryUtils.DEFAULT_RETRY_TEMPLATE} is Spring AI's default.
 *
 * @remarks
 * `execute` always returns a `Promise` and the callback may be async. The back-off sleeps are
 * abortable: when the caller's `AbortSignal` ({@link AbortSignalContext}) fires, the wait ends
 * at once with {@link AbortedException} and no further attempt is made. Additions to Spring:
 * an error that offers `getRetryAfter()` (a `Duration`, e.g. from an HTTP `Retry-After` header)
 * makes the next wait at least that long; `withSleeper` replaces the clock (tests). Errors are
 * classified by `instanceof` on the error itself (Spring's default, causes are not traversed).
 *
 * @see https://docs.spring.io/spring-retry/docs/api/current/org/springframework/retry/support/RetryTemplate.html
 * @category Core
 */
export class RetryTemplate {
  /** Java's `RetryTemplate.builder()` result type. */
  static readonly Builder = RetryTemplateBuilder;

  /**
   * The tsyringe token of the application's retry template (Spring AI's retry auto-configuration
   * builds it from `spring.ai.retry.*`; see `registerSpringAiDefaults`).
   */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.RetryTemplate');

  private readonly settings: RetryTemplateSettings;

  /** A template from collected settings; prefer {@link RetryTemplate.builder}. */
  constructor(settings: RetryTemplateSettings) {
    this.settings = { ...settings, listeners: [...settings.listeners] };
  }

  /** A new builder (defaults: 3 attempts, 1 s fixed back-off, every error retried). */
  static builder(): RetryTemplateBuilder {
    return new RetryTemplateBuilder((settings) => new RetryTemplate(settings));
  }

  /** Adds a listener to this template (it sees every later execution). */
  registerListener(listener: RetryListener): void {
    this.settings.listeners.push(listener);
  }

  /** The maximum number of attempts. */
  getMaxAttempts(): number {
    return this.settings.maxAttempts;
  }

  /**
   * Runs `callback` until it succeeds, fails with an error that is not retryable, or the
   * attempts are used up; rejects with the last error.
   */
  async execute<T>(callback: RetryCallback<T>): Promise<T> {
    const context = new DefaultRetryContext();
    const { listeners, maxAttempts } = this.settings;
    const signal = AbortSignalContext.current();
    for (const listener of listeners) {
      if (listener.open && !listener.open(context, callback)) {
        throw new Error('Retry terminated abnormally by interceptor before first attempt');
      }
    }
    let interval = this.settings.initialInterval;
    let lastError: unknown;
    try {
      for (;;) {
        if (signal?.aborted) throw AbortedException.from(signal, 'The retried operation');
        try {
          const result = await callback(context);
          for (const listener of listeners) listener.onSuccess?.(context, callback, result);
          lastError = undefined;
          return result;
        } catch (error) {
          lastError = error;
          context.registerThrowable(error);
          for (const listener of listeners) listener.onError?.(context, callback, error);
          const retryable = !(error instanceof AbortedException) && this.canRetry(error);
          if (!retryable || context.isExhaustedOnly() || context.getRetryCount() >= maxAttempts) throw error;
          const wait = Math.max(Math.min(interval, this.settings.maxInterval), retryAfterMillis(error));
          await this.settings.sleeper(wait, signal);
          interval = interval * this.settings.multiplier;
        }
      }
    } finally {
      for (let i = listeners.length - 1; i >= 0; i--) listeners[i]?.close?.(context, callback, lastError);
    }
  }

  private canRetry(error: unknown): boolean {
    const classes = this.settings.retryOn;
    return classes.length === 0 || classes.some((type) => error instanceof type);
  }
}

function retryAfterMillis(error: unknown): number {
  const getter = (error as { getRetryAfter?: unknown } | null)?.getRetryAfter;
  if (typeof getter !== 'function') return 0;
  const value = (getter as () => { toMillis(): number } | undefined).call(error);
  return value === undefined || value === null ? 0 : Math.max(0, value.toMillis());
}

class DefaultRetryContext implements RetryContext {
  private count = 0;
  private last: unknown;
  private exhausted = false;

  getRetryCount(): number {
    return this.count;
  }

  getLastThrowable(): unknown {
    return this.last;
  }

  isExhaustedOnly(): boolean {
    return this.exhausted;
  }

  setExhaustedOnly(): void {
    this.exhausted = true;
  }

  registerThrowable(error: unknown): void {
    this.last = error;
    this.count++;
  }
}

/** Type-level view of the nested types of {@link RetryTemplate}. */
export declare namespace RetryTemplate {
  /** The builder returned by `RetryTemplate.builder()`. */
  type Builder = RetryTemplateBuilder;
}
