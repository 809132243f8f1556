import { IllegalArgumentException } from '../../../../src/java/core/index.js';
import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.buffer', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('groups in order, the last group shorter', async () => {
      expect(await source(path, [1, 2, 3, 4, 5]).buffer(2).collectList()).toEqual([[1, 2], [3, 4], [5]]);
      expect(await source(path, []).buffer(2).collectList()).toEqual([]);
    });

    test('an error drops the partial group and fails', async () => {
      const boom = new Error('boom');
      const seen: number[][] = [];
      await expect(source(path, [1, 2, 3], [], boom).buffer(2).doOnNext((b) => seen.push(b)).collectList()).rejects.toBe(boom);
      expect(seen).toEqual([[1, 2]]);
    });

    test('cancel releases the source', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2, 3, 4], log).buffer(2), 1)).toEqual([[1, 2]]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });

  test('rejects a non-positive size when called', () => {
    expect(() => Flux.just(1).buffer(0)).toThrow(IllegalArgumentException);
  });
});
