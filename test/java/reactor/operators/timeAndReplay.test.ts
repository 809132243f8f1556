// Flux.push, Flux.interval, delayElements, retry and cache: Reactor's semantics (FluxIntervalTest,
// FluxRetryTest and FluxCacheTest cases, translated; titles = the Reactor test method names where
// one is ported).
import { Duration, Exceptions, Flux, IllegalArgumentException } from '../../../../src/index.js';
import { failOnUnhandledRejections, settle } from '../helpers.js';

describe('Flux.push', () => {
  failOnUnhandledRejections();

  test('emits what the emitter pushes, then completes; cancel runs onDispose', async () => {
    const disposed = jest.fn();
    const flux = Flux.push<number>((sink) => {
      sink.onDispose(disposed);
      setTimeout(() => {
        sink.next(1).next(2);
        sink.complete();
      }, 1);
    });
    expect(await flux.collectList()).toEqual([1, 2]);
    expect(disposed).toHaveBeenCalledTimes(1);
  });
});

describe('Flux.interval', () => {
  failOnUnhandledRejections();

  test('ticks 0, 1, 2 … every period, take ends it', async () => {
    const started = Date.now();
    expect(await Flux.interval(Duration.ofMillis(20)).take(3).collectList()).toEqual([0, 1, 2]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  test('with an initial delay, the first tick comes after the delay', async () => {
    const started = Date.now();
    expect(await Flux.interval(Duration.ofMillis(60), Duration.ofMillis(5)).take(2).collectList()).toEqual([0, 1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
  });

  test('the timers stop when the consumer cancels', async () => {
    const setIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      await Flux.interval(5).take(2).collectList();
      expect(setIntervalSpy).toHaveBeenCalled();
    } finally {
      setIntervalSpy.mockRestore();
    }
  });

  test('ticks a slow consumer has not pulled yet wait, in order', async () => {
    const out: number[] = [];
    for await (const tick of Flux.interval(5)) {
      out.push(tick);
      await new Promise((resolve) => setTimeout(resolve, 15));
      if (out.length === 3) break;
    }
    expect(out).toEqual([0, 1, 2]);
  });

  test('a null duration is refused at once', () => {
    expect(() => Flux.interval(undefined as unknown as Duration)).toThrow('period must not be null');
  });
});

describe('Flux.delayElements', () => {
  failOnUnhandledRejections();

  test('each element is held for the delay', async () => {
    const started = Date.now();
    expect(await Flux.just(1, 2, 3).delayElements(Duration.ofMillis(20)).collectList()).toEqual([1, 2, 3]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  test('errors are not delayed', async () => {
    const boom = new Error('boom');
    const started = Date.now();
    await expect(Flux.error(boom).delayElements(200).collectList()).rejects.toBe(boom);
    expect(Date.now() - started).toBeLessThan(150);
  });

  test('a cancel during a delay ends the pull and cancels the source', async () => {
    const cancelled = jest.fn();
    const flux = Flux.just(1, 2).doOnCancel(cancelled).delayElements(10_000);
    const it = flux[Symbol.asyncIterator]();
    const pending = it.next();
    await settle();
    await it.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(cancelled).toHaveBeenCalledTimes(1);
  });
});

describe('Flux.retry', () => {
  failOnUnhandledRejections();

  const source = (): Flux<number> => Flux.concat(Flux.range(1, 3), Flux.error(new Error('forced failure')));

  test('zeroRetryNoError', async () => {
    expect(await Flux.range(1, 10).retry(0).collectList()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('zeroRetry', async () => {
    const seen: number[] = [];
    await expect(source().retry(0).doOnNext((v) => seen.push(v)).collectList()).rejects.toThrow('forced failure');
    expect(seen).toEqual([1, 2, 3]);
  });

  test('oneRetry', async () => {
    const seen: number[] = [];
    await expect(source().retry(1).doOnNext((v) => seen.push(v)).collectList()).rejects.toThrow('forced failure');
    expect(seen).toEqual([1, 2, 3, 1, 2, 3]);
  });

  test('retryInfinite', async () => {
    expect(await source().retry().take(10).collectList()).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1]);
  });

  test('twoRetryNormal', async () => {
    let i = 0;
    const count = await Flux.just('test', 'test2', 'test3')
      .doOnNext(() => {
        if (i++ < 2) throw new Error('test');
      })
      .retry(2)
      .count();
    expect(count).toBe(3);
  });

  test('each retry subscribes the source again, and the count is not reset by elements', async () => {
    let subscriptions = 0;
    const flux = Flux.defer(() => {
      subscriptions++;
      return Flux.just(subscriptions).concatWith(Flux.error(new Error(`fail ${subscriptions}`)));
    });
    const seen: number[] = [];
    await expect(flux.retry(2).doOnNext((v) => seen.push(v)).collectList()).rejects.toThrow('fail 3');
    expect(seen).toEqual([1, 2, 3]);
    expect(subscriptions).toBe(3);
  });

  test('the failure that outlasts the retries goes on as it is, not wrapped as exhausted', async () => {
    const failure = new Error('forced failure');
    const error = await Flux.error(failure).retry(1).collectList().catch((e: unknown) => e);
    expect(error).toBe(failure);
    expect(Exceptions.isRetryExhausted(error)).toBe(false);
  });
});

describe('Flux.cache', () => {
  failOnUnhandledRejections();

  test('the source runs once; late subscribers get the history and the completion', async () => {
    let runs = 0;
    const cached = Flux.defer(() => {
      runs++;
      return Flux.just(1, 2, 3);
    }).cache();
    expect(await cached.collectList()).toEqual([1, 2, 3]);
    expect(await cached.collectList()).toEqual([1, 2, 3]);
    expect(runs).toBe(1);
  });

  test('cache(n) replays the last n to late subscribers', async () => {
    const cached = Flux.just(1, 2, 3, 4).cache(2);
    expect(await cached.collectList()).toEqual([1, 2, 3, 4]);
    expect(await cached.collectList()).toEqual([3, 4]);
  });

  test('an error is cached and replayed too', async () => {
    let runs = 0;
    const boom = new Error('boom');
    const cached = Flux.defer(() => {
      runs++;
      return Flux.just(1).concatWith(Flux.error(boom));
    }).cache();
    await expect(cached.collectList()).rejects.toBe(boom);
    const seen: number[] = [];
    await expect(cached.doOnNext((v) => seen.push(v)).collectList()).rejects.toBe(boom);
    expect(seen).toEqual([1]);
    expect(runs).toBe(1);
  });

  test('the source runs on when the first subscriber cancels', async () => {
    const cached = Flux.interval(2).take(4).cache();
    expect(await cached.take(1).collectList()).toEqual([0]);
    expect(await cached.collectList()).toEqual([0, 1, 2, 3]);
  });

  test('cacheZeroFluxCachesCompletion', async () => {
    const cached = Flux.just(1, 2, 3).delayElements(Duration.ofMillis(10)).cache(0);
    expect(await cached.collectList()).toEqual([1, 2, 3]);
    expect(await cached.collectList()).toEqual([]);
  });

  test('a negative history is refused with Reactor message', () => {
    expect(() => Flux.just(1).cache(-1)).toThrow(new IllegalArgumentException('History cannot be zero or negative : -1'));
  });
});

describe('Flux.share', () => {
  failOnUnhandledRejections();

  test('subscribers that subscribe together share one run of the source', async () => {
    let runs = 0;
    const shared = Flux.defer(() => {
      runs++;
      return Flux.range(1, 3);
    }).share();
    const [a, b] = await Promise.all([shared.collectList(), shared.collectList()]);
    expect(a).toEqual([1, 2, 3]);
    expect(b).toEqual([1, 2, 3]);
    expect(runs).toBe(1);
  });

  test('a late subscriber sees only what arrives after it joined', async () => {
    const shared = Flux.interval(10).take(4).share();
    // Joins as soon as the first subscriber has seen 0 (not after a fixed sleep, which a loaded
    // machine can outrun before the first tick).
    let sawFirst!: () => void;
    const firstSeen = new Promise<void>((resolve) => (sawFirst = resolve));
    const first = shared.doOnNext((n) => n === 0 && sawFirst()).collectList();
    await firstSeen;
    const late = await shared.collectList();
    expect(await first).toEqual([0, 1, 2, 3]);
    expect(late[late.length - 1]).toBe(3);
    expect(late[0]).toBeGreaterThan(0);
  });

  test('the source is cancelled when the last subscriber leaves, and a new subscriber starts it again', async () => {
    const cancelled = jest.fn();
    let runs = 0;
    const shared = Flux.defer(() => {
      runs++;
      return Flux.interval(2).doOnCancel(cancelled);
    }).share();
    expect(await shared.take(2).collectList()).toEqual([0, 1]);
    await settle();
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(await shared.take(1).collectList()).toEqual([0]);
    expect(runs).toBe(2);
  });

  test('after the source completed, the next subscriber runs it again', async () => {
    let runs = 0;
    const shared = Flux.defer(() => {
      runs++;
      return Flux.just('a');
    }).share();
    expect(await shared.collectList()).toEqual(['a']);
    expect(await shared.collectList()).toEqual(['a']);
    expect(runs).toBe(2);
  });
});
