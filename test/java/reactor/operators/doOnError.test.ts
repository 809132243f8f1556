import { IllegalStateException } from '../../../../src/java/core/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doOnError', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('passes elements and completion through without calling back', async () => {
      const onError = jest.fn();
      expect(await source(path, [1, 2]).doOnError(onError).collectList()).toEqual([1, 2]);
      expect(onError).not.toHaveBeenCalled();
    });

    test('sees the error, which still reaches the consumer after the elements', async () => {
      const boom = new Error('boom');
      const seen: unknown[] = [];
      const values: number[] = [];
      await expect(
        source(path, [1, 2], [], boom)
          .doOnError((e) => seen.push(e))
          .doOnNext((x) => values.push(x))
          .collectList(),
      ).rejects.toBe(boom);
      expect(seen).toEqual([boom]);
      expect(values).toEqual([1, 2]);
    });

    test('with an error class or predicate, only matching errors call back', async () => {
      const onError = jest.fn();
      const other = new Error('other');
      await expect(source(path, [1], [], other).doOnError(IllegalStateException, onError).collectList()).rejects.toBe(other);
      expect(onError).not.toHaveBeenCalled();
      const state = new IllegalStateException('state');
      await expect(source(path, [1], [], state).doOnError(IllegalStateException, onError).collectList()).rejects.toBe(state);
      await expect(
        source(path, [1], [], state)
          .doOnError((e) => e === state, onError)
          .collectList(),
      ).rejects.toBe(state);
      expect(onError).toHaveBeenCalledTimes(2);
    });

    test('is not called on cancel', async () => {
      const onError = jest.fn();
      const log: string[] = [];
      await iterate(source(path, [1, 2], log).doOnError(onError), 1);
      expect(onError).not.toHaveBeenCalled();
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
