// spring-ai-ts own tests: the small RetryTemplate port (back-off, classification, listeners, abort, Retry-After).
import { AbortedException } from '../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../src/java/core/AbortSignalContext.js';
import { Duration } from '../../src/java/core/time/Duration.js';
import { NonTransientAiException } from '../../src/retry/NonTransientAiException.js';
import { RetryTemplate } from '../../src/java/retry/RetryTemplate.js';
import { abortableSleep } from '../../src/java/retry/RetryTemplate.js';
import { TransientAiException } from '../../src/retry/TransientAiException.js';

function template(waits: number[], attempts = 5): RetryTemplate {
  return RetryTemplate.builder()
    .maxAttempts(attempts)
    .retryOn(TransientAiException)
    .exponentialBackoff(Duration.ofMillis(2000), 5, Duration.ofMillis(3 * 60000))
    .withSleeper(async (millis) => {
      waits.push(millis);
    })
    .build();
}

describe('RetryTemplate (spring-ai-ts)', () => {
  test('exponential back-off: initial interval times the multiplier, capped at the maximum', async () => {
    const waits: number[] = [];
    await expect(
      template(waits).execute(() => {
        throw new TransientAiException('down');
      }),
    ).rejects.toThrow('down');
    expect(waits).toEqual([2000, 10000, 50000, 180000]);
  });

  test('errors of other classes are not retried', async () => {
    const waits: number[] = [];
    const callback = jest.fn(() => {
      throw new NonTransientAiException('bad request');
    });
    await expect(template(waits).execute(callback)).rejects.toBeInstanceOf(NonTransientAiException);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  test('an error offering getRetryAfter() waits at least that long', async () => {
    const waits: number[] = [];
    const error = Object.assign(new TransientAiException('slow down'), { getRetryAfter: () => Duration.ofSeconds(7) });
    let calls = 0;
    const result = await template(waits).execute(async () => {
      if (calls++ === 0) throw error;
      return 'ok';
    });
    expect(result).toBe('ok');
    expect(waits).toEqual([7000]);
  });

  test('listeners see open, every error, the success and close', async () => {
    const events: string[] = [];
    const retry = template([]);
    retry.registerListener({
      open: () => (events.push('open'), true),
      onError: (context) => void events.push(`error ${context.getRetryCount()}`),
      onSuccess: (context) => void events.push(`success ${context.getRetryCount()}`),
      close: (_context, _callback, error) => void events.push(`close ${error === undefined}`),
    });
    let calls = 0;
    await retry.execute(() => {
      if (calls++ < 2) throw new TransientAiException('again');
      return 1;
    });
    expect(events).toEqual(['open', 'error 1', 'error 2', 'success 2', 'close true']);
  });

  test('the back-off sleep ends at once when the caller aborts, without another attempt', async () => {
    const controller = new AbortController();
    const retry = RetryTemplate.builder().maxAttempts(5).retryOn(TransientAiException).fixedBackoff(60_000).build();
    const callback = jest.fn(() => {
      queueMicrotask(() => controller.abort());
      throw new TransientAiException('down');
    });
    await expect(AbortSignalContext.run(controller.signal, () => retry.execute(callback))).rejects.toBeInstanceOf(AbortedException);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('abortableSleep resolves after its time and rejects for an aborted signal', async () => {
    await expect(abortableSleep(1, undefined)).resolves.toBeUndefined();
    await expect(abortableSleep(1, AbortSignal.abort())).rejects.toBeInstanceOf(AbortedException);
  });

  test('builder checks', () => {
    expect(() => RetryTemplate.builder().maxAttempts(0)).toThrow('Number of attempts should be positive');
    expect(() => RetryTemplate.builder().exponentialBackoff(100, 1, 1000)).toThrow('Multiplier should be > 1');
  });
});
