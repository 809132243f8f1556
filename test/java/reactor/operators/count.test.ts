import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.count', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('counts the elements after completion', async () => {
      const log: string[] = [];
      expect(await source(path, ['a', 'b', 'c'], log).count()).toBe(3);
      expect(log).toEqual(['subscribe', 'source finally']);
      expect(await source(path, []).count()).toBe(0);
    });

    test('rejects with the source error', async () => {
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).count()).rejects.toBe(boom);
    });

    test('counts only what a downstream take lets through, releasing the source', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2, 3], log).take(2).count()).toBe(2);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
