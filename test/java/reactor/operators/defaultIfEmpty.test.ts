import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.defaultIfEmpty', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits the default only for an empty source, after completion', async () => {
      expect(await source<number>(path, []).defaultIfEmpty(0).collectList()).toEqual([0]);
      expect(await source(path, [1, 2]).defaultIfEmpty(0).collectList()).toEqual([1, 2]);
    });

    test('errors pass through without the default; cancel releases the source', async () => {
      const boom = new Error('boom');
      await expect(source<number>(path, [], [], boom).defaultIfEmpty(0).collectList()).rejects.toBe(boom);
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2], log).defaultIfEmpty(0), 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
