import { IllegalStateException } from '../../../../src/java/core/index.js';
import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.onErrorResume', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('continues with the fallback after the elements emitted before the error', async () => {
      const boom = new Error('boom');
      const fallback = jest.fn(() => Flux.just(9, 10));
      expect(await source(path, [1, 2], [], boom).onErrorResume(fallback).collectList()).toEqual([1, 2, 9, 10]);
      expect(fallback).toHaveBeenCalledWith(boom);
    });

    test('the fallback may be a Promise, an array or an async iterable', async () => {
      const boom = new Error('boom');
      expect(await source(path, [1], [], boom).onErrorResume(() => Promise.resolve(7)).collectList()).toEqual([1, 7]);
      expect(await source(path, [1], [], boom).onErrorResume(() => [7, 8]).collectList()).toEqual([1, 7, 8]);
    });

    test('is not used on completion; non-matching errors and fallback errors propagate', async () => {
      const fallback = jest.fn(() => Flux.just(0));
      expect(await source(path, [1]).onErrorResume(fallback).collectList()).toEqual([1]);
      expect(fallback).not.toHaveBeenCalled();
      const other = new Error('other');
      await expect(source(path, [1], [], other).onErrorResume(IllegalStateException, fallback).collectList()).rejects.toBe(other);
      const state = new IllegalStateException('x');
      expect(await source(path, [1], [], state).onErrorResume(IllegalStateException, fallback).collectList()).toEqual([1, 0]);
      expect(await source(path, [1], [], state).onErrorResume((e) => e === state, fallback).collectList()).toEqual([1, 0]);
      const second = new Error('second');
      await expect(source(path, [1], [], other).onErrorResume(() => Flux.error(second)).collectList()).rejects.toBe(second);
    });

    test('cancelling inside the fallback releases it', async () => {
      const log: string[] = [];
      const flux = source<number>(path, [], [], new Error('boom')).onErrorResume(() => source(path, [1, 2, 3], log));
      expect(await iterate(flux, 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
