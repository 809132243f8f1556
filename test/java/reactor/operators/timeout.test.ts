import { Flux, TimeoutException } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, settle, source } from '../helpers.js';

describe('Flux.timeout', () => {
  failOnUnhandledRejections();

  test('passes elements and completion through when they arrive in time', async () => {
    expect(await source('async', [1, 2, 3]).timeout(1000).collectList()).toEqual([1, 2, 3]);
    expect(await Flux.just(1).timeout({ toMillis: () => 1000 }).collectList()).toEqual([1]);
  });

  test('fails with TimeoutException and Reactor message when the source goes quiet, and cancels it', async () => {
    const signals: string[] = [];
    const flux = Flux.just(1)
      .concatWith(Flux.never())
      .doFinally((s) => signals.push(s.toString()))
      .timeout(5);
    const values: number[] = [];
    const error = await flux
      .doOnNext((v) => values.push(v))
      .collectList()
      .catch((e: unknown) => e);
    expect(values).toEqual([1]);
    expect(error).toBeInstanceOf(TimeoutException);
    expect((error as TimeoutException).getMessage()).toBe(
      "Did not observe any item or terminal signal within 5ms in 'source' (and no fallback has been configured)",
    );
    await settle();
    expect(signals).toEqual(['cancel']);
  });

  test('switches to the fallback instead of failing when one is given', async () => {
    expect(await Flux.never<number>().timeout(5, Flux.just(9)).collectList()).toEqual([9]);
  });

  test('source errors pass through and the timer is cleared on every outcome', async () => {
    const boom = new Error('boom');
    await expect(source('async', [1], [], boom).timeout(1000).collectList()).rejects.toBe(boom);
    const spy = jest.spyOn(global, 'clearTimeout');
    await Flux.just(1, 2).timeout(1000).collectList();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  test('cancelling downstream releases the source and leaves no timer', async () => {
    const log: string[] = [];
    jest.useFakeTimers();
    try {
      expect(await iterate(source('async', [1, 2], log).timeout(1000), 1)).toEqual([1]);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    expect(log).toEqual(['subscribe', 'source finally']);
  });
});
