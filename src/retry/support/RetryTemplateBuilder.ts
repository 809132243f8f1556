/* Ported from Spring Retry RetryTemplateBuilder (used by Spring AI v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortedException } from '../../core/AbortedException.js';
import { Assert } from '../../core/Assert.js';
import type { RetryListener } from './RetryListener.js';
import type { RetrySleeper, RetryTemplate, RetryTemplateSettings } from './RetryTemplate.js';

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
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, millis);
    signal?.addEventListener('abort', onAbort, { once: true });
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
