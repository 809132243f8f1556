import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.skip', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('drops the first n elements and keeps the order', async () => {
      expect(await source(path, [1, 2, 3, 4]).skip(2).collectList()).toEqual([3, 4]);
      expect(await source(path, [1, 2]).skip(5).collectList()).toEqual([]);
      expect(await source(path, [1, 2]).skip(0).collectList()).toEqual([1, 2]);
    });

    test('an upstream error passes through, even while skipping', async () => {
      const boom = new Error('upstream');
      await expect(source(path, [1], [], boom).skip(3).collectList()).rejects.toBe(boom);
    });

    test('cancel releases the source', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2, 3, 4], log).skip(1), 1)).toEqual([2]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
