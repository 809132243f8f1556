import { Flux, TimeoutException } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, settle, source } from '../helpers.js';

describe('Flux.blockLast', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('waits for completion and resolves the last element', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2, 3], log).doOnNext((x) => log.push(`next ${x}`)).blockLast()).toBe(3);
      expect(log).toEqual(['subscribe', 'next 1', 'next 2', 'next 3', 'source finally']);
    });

    test('resolves undefined when empty and rejects on error', async () => {
      expect(await source(path, []).blockLast()).toBeUndefined();
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).blockLast()).rejects.toBe(boom);
    });
  });

  test('with a timeout (ms or Duration-like), rejects with TimeoutException and cancels the source', async () => {
    const cancelled = jest.fn();
    await expect(Flux.never().doOnCancel(cancelled).blockLast({ toMillis: () => 5 })).rejects.toBeInstanceOf(TimeoutException);
    await settle(); // the timed-out source is cancelled without making the error wait for it
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(await Flux.just(1, 2).blockLast(1000)).toBe(2);
  });
});
