import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.filter', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('keeps matching elements in order and completes', async () => {
      expect(await source(path, [1, 2, 3, 4, 5]).filter((x) => x % 2 === 1).collectList()).toEqual([1, 3, 5]);
      expect(await source(path, [1, 2]).filter(() => false).collectList()).toEqual([]);
    });

    test('a throwing predicate fails the Flux and releases the source', async () => {
      const log: string[] = [];
      const boom = new Error('bad predicate');
      const flux = source(path, [1, 2, 3], log).filter((x) => {
        if (x === 2) throw boom;
        return true;
      });
      await expect(iterate(flux)).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('an upstream error passes through', async () => {
      const boom = new Error('upstream');
      await expect(source(path, [1, 2], [], boom).filter(() => true).collectList()).rejects.toBe(boom);
    });

    test('cancelling downstream releases the source', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2, 3, 4], log).filter((x) => x > 1), 1)).toEqual([2]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
