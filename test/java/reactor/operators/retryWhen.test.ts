// Flux.retryWhen with Retry.backoff / fixedDelay / max / maxInARow: Reactor's RetryBackoffSpecTest,
// RetrySpecTest and FluxRetryWhenTest cases, translated (titles = Reactor's test method names where
// one is ported; Reactor's generateCompanion(signal) is the spec's decision for that signal here).
import { Duration, Exceptions, Flux, IllegalArgumentException, IllegalStateException, Retry } from '../../../../src/index.js';
import { signal } from '../../../../src/java/reactor/operators/retryWhen.js';
import { failOnUnhandledRejections } from '../helpers.js';

/** FluxRetryWhenTest.transientErrorSource: fails on steps 1, 2, 5, 6, 9, 10; emits 3, 4, 7, 8, 11, 12. */
function transientErrorSource(): Flux<number> {
  let count = 0;
  return Flux.generate<number>((sink) => {
    const step = ++count;
    if ([1, 2, 5, 6, 9, 10].includes(step)) {
      sink.error(new IllegalStateException('failing on step ' + step));
    } else if (step === 12) {
      sink.next(step);
      sink.complete();
    } else if (step < 12) {
      sink.next(step);
    } else {
      sink.complete();
    }
  });
}

describe('Flux.retryWhen', () => {
  failOnUnhandledRejections();

  test('retryExceptionDefaultsToRetryExhausted', () => {
    const decision = Retry.backoff(50, Duration.ZERO).transientErrors(true)._decide(signal(100, 50, new IllegalStateException('boom')));
    expect(decision.retry).toBe(false);
    const error = (decision as { error: Error }).error;
    expect(Exceptions.isRetryExhausted(error)).toBe(true);
    expect(error).toBeInstanceOf(IllegalStateException);
    expect(error.message).toBe('Retries exhausted: 50/50 in a row (100 total)');
    expect(error.cause).toEqual(new IllegalStateException('boom'));
  });

  test('retryExceptionCanBeCustomized', () => {
    const spec = Retry.backoff(1, Duration.ofMillis(123))
      .onRetryExhaustedThrow(() => new IllegalArgumentException('custom'));
    const decision = spec._decide(signal(100, 21, new IllegalStateException('boom')));
    const error = (decision as { error: Error }).error;
    expect(Exceptions.isRetryExhausted(error)).toBe(false);
    expect(error).toEqual(new IllegalArgumentException('custom'));
  });

  test('defaultRetryExhaustedMessageWithNoTransientErrors', () => {
    const decision = Retry.backoff(123, Duration.ZERO)._decide(signal(123, 123, new Error('x')));
    expect((decision as { error: Error }).error.message).toBe('Retries exhausted: 123/123');
  });

  test('defaultRetryExhaustedMessageWithTransientErrors', () => {
    const decision = Retry.backoff(12, Duration.ZERO).transientErrors(true)._decide(signal(123, 12, new Error('x')));
    expect((decision as { error: Error }).error.message).toBe('Retries exhausted: 12/12 in a row (123 total)');
  });

  test('throwablePredicateReplacesThePredicate', () => {
    const spec = Retry.backoff(1, Duration.ZERO)
      .filter((t) => t instanceof Error)
      .filter((t) => t instanceof IllegalStateException);
    expect(spec._decide(signal(0, 0, new IllegalStateException('a'))).retry).toBe(true);
    expect(spec._decide(signal(0, 0, new IllegalArgumentException('b')))).toEqual({ retry: false, error: new IllegalArgumentException('b') });
    expect(spec._decide(signal(0, 0, new Error('c'))).retry).toBe(false);
  });

  test('builderMethodsProduceNewInstances', () => {
    const init = Retry.backoff(1, Duration.ZERO);
    expect(init.maxAttempts(2)).not.toBe(init);
    expect(init.jitter(0.1)).not.toBe(init);
    expect(init.filter(() => true)).not.toBe(init);
    const max = Retry.max(1);
    expect(max.maxAttempts(2)).not.toBe(max);
  });

  test('companionDelaysRetriesWithDefaultMultiplier: delays double, within the jitter, capped by maxBackoff', () => {
    const spec = Retry.backoff(10, Duration.ofMillis(100));
    for (const [iteration, base] of [[0, 100], [1, 200], [2, 400], [3, 800]] as const) {
      const decision = spec._decide(signal(iteration, iteration, new Error('x'))) as { delayMillis: number };
      expect(decision.delayMillis).toBeGreaterThanOrEqual(Math.max(100, base * 0.5));
      expect(decision.delayMillis).toBeLessThanOrEqual(base * 1.5);
    }
    const capped = spec.maxBackoff(Duration.ofMillis(300)).jitter(0)._decide(signal(5, 5, new Error('x')));
    expect(capped).toEqual({ retry: true, delayMillis: 300 });
    expect(Retry.fixedDelay(3, Duration.ofMillis(50))._decide(signal(2, 2, new Error('x')))).toEqual({ retry: true, delayMillis: 50 });
  });

  test('a jitter factor outside [0, 1] is refused with Reactor message', () => {
    expect(() => Retry.backoff(1, Duration.ZERO).jitter(2)).toThrow(
      new IllegalArgumentException('jitterFactor must be between 0 and 1 (default 0.5)'),
    );
  });

  test('retries with the backoff, re-emitting from the start, then fails with "Retries exhausted"', async () => {
    let subscriptions = 0;
    const flux = Flux.defer(() => {
      subscriptions++;
      return Flux.just(subscriptions).concatWith(Flux.error(new Error('down')));
    });
    const seen: number[] = [];
    const started = Date.now();
    const failure = await flux.retryWhen(Retry.backoff(2, Duration.ofMillis(20)).jitter(0)).doOnNext((v) => seen.push(v)).collectList()
      .then(() => undefined, (e: unknown) => e as Error);
    expect(seen).toEqual([1, 2, 3]);
    expect(failure?.message).toBe('Retries exhausted: 2/2');
    expect(failure?.cause).toEqual(new Error('down'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(55); // 20 ms, then 40 ms
  });

  test('an error the filter rejects goes on at once', async () => {
    const boom = new IllegalArgumentException('not retried');
    await expect(Flux.error(boom).retryWhen(Retry.max(5).filter((e) => e instanceof IllegalStateException)).collectList()).rejects.toBe(boom);
  });

  test('cumulatedRetryHooksWithTransient (the synchronous hooks)', async () => {
    const order: string[] = [];
    let beforeHookTracker = 0;
    let afterHookTracker = 0;
    const retryBuilder = Retry.backoff(2, Duration.ZERO)
      .maxBackoff(Duration.ZERO)
      .transientErrors(true)
      .doBeforeRetry((s) => order.push('SyncBefore A: ' + String(s)))
      .doBeforeRetry(() => order.push('SyncBefore B, tracking ' + ++beforeHookTracker))
      .doAfterRetry((s) => order.push('SyncAfter A: ' + String(s)))
      .doAfterRetry(() => order.push('SyncAfter B, tracking ' + ++afterHookTracker));

    expect(await transientErrorSource().retryWhen(retryBuilder).collectList()).toEqual([3, 4, 7, 8, 11, 12]);

    expect(beforeHookTracker).toBe(6);
    expect(afterHookTracker).toBe(6);
    const attempts = order.filter((line) => line.startsWith('SyncBefore A')).map((line) => line.replace(/, last failure=.*/, ''));
    expect(attempts).toEqual([
      'SyncBefore A: attempt #1 (1 in a row)',
      'SyncBefore A: attempt #2 (2 in a row)',
      'SyncBefore A: attempt #3 (1 in a row)',
      'SyncBefore A: attempt #4 (2 in a row)',
      'SyncBefore A: attempt #5 (1 in a row)',
      'SyncBefore A: attempt #6 (2 in a row)',
    ]);
    expect(order[0]).toBe('SyncBefore A: attempt #1 (1 in a row), last failure={IllegalStateException: failing on step 1}');
    expect(order.slice(0, 4)).toEqual([
      order[0],
      'SyncBefore B, tracking 1',
      'SyncAfter A: attempt #1 (1 in a row), last failure={IllegalStateException: failing on step 1}',
      'SyncAfter B, tracking 1',
    ]);
  });

  test('maxInARow fails once the errors in a row exceed the limit', async () => {
    await expect(transientErrorSource().retryWhen(Retry.maxInARow(1)).collectList()).rejects.toThrow('Retries exhausted: 1/1 in a row (1 total)');
  });

  test('a cancel during the backoff delay ends the subscription', async () => {
    const flux = Flux.error(new Error('down')).retryWhen(Retry.fixedDelay(3, Duration.ofSeconds(30)));
    const it = flux[Symbol.asyncIterator]();
    const pending = it.next();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await it.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });
});
