import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.takeUntil', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits up to and including the first matching element, then cancels the source', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2, 3, 4], log).takeUntil((x) => x === 2).collectList()).toEqual([1, 2]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('completes with everything when nothing matches', async () => {
      expect(await source(path, [1, 2]).takeUntil(() => false).collectList()).toEqual([1, 2]);
    });

    test('a throwing predicate fails the Flux and releases the source', async () => {
      const log: string[] = [];
      const boom = new Error('bad predicate');
      const flux = source(path, [1, 2], log).takeUntil(() => {
        throw boom;
      });
      await expect(iterate(flux)).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('a downstream break releases the source', async () => {
      const log: string[] = [];
      await iterate(source(path, [1, 2, 3], log).takeUntil((x) => x === 3), 1);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
