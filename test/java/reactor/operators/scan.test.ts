import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.scan', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('without a seed: the first element as is, then each accumulation', async () => {
      expect(await source(path, [1, 2, 3]).scan((a, x) => a + x).collectList()).toEqual([1, 3, 6]);
    });

    test('with a seed: the seed first, then each accumulation (Reactor order)', async () => {
      expect(await source(path, [1, 2, 3]).scan('', (a, x) => a + x).collectList()).toEqual(['', '1', '12', '123']);
      expect(await source<number>(path, []).scan(10, (a, x) => a + x).collectList()).toEqual([10]);
    });

    test('a throwing accumulator fails the Flux and releases the source', async () => {
      const log: string[] = [];
      const boom = new Error('bad accumulator');
      const flux = source(path, [1, 2, 3], log).scan(() => {
        throw boom;
      });
      await expect(flux.collectList()).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('state is per subscription and cancel releases the source', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).scan(0, (a, x) => a + x);
      expect(await iterate(flux, 2)).toEqual([0, 1]);
      expect(await iterate(flux, 2)).toEqual([0, 1]);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });
  });
});
