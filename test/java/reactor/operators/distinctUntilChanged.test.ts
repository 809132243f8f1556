import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.distinctUntilChanged', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('drops consecutive repeats only', async () => {
      expect(await source(path, [1, 1, 2, 2, 1, 3, 3]).distinctUntilChanged().collectList()).toEqual([1, 2, 1, 3]);
    });

    test('uses the key selector and comparator', async () => {
      const words = ['apple', 'avocado', 'banana', 'blueberry', 'cherry'];
      expect(await source(path, words).distinctUntilChanged((w) => w[0]).collectList()).toEqual([
        'apple',
        'banana',
        'cherry',
      ]);
      expect(
        await source(path, [1, 2, 4, 5])
          .distinctUntilChanged(
            (x) => x,
            (a, b) => Math.abs(a - b) <= 1,
          )
          .collectList(),
      ).toEqual([1, 4]);
    });

    test('errors from the key selector fail the Flux and release the source', async () => {
      const log: string[] = [];
      const boom = new Error('bad key');
      await expect(
        source(path, [1, 2], log)
          .distinctUntilChanged(() => {
            throw boom;
          })
          .collectList(),
      ).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('cancel releases the source', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 1, 2, 3], log).distinctUntilChanged(), 2)).toEqual([1, 2]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
