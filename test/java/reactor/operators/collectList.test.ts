import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.collectList', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('resolves with every element in order, once the source completes', async () => {
      const log: string[] = [];
      expect(await source(path, [3, 1, 2], log).collectList()).toEqual([3, 1, 2]);
      expect(log).toEqual(['subscribe', 'source finally']);
      expect(await source(path, []).collectList()).toEqual([]);
    });

    test('rejects with the source error', async () => {
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).collectList()).rejects.toBe(boom);
    });

    test('resubscribes on each call (cold)', async () => {
      const log: string[] = [];
      const flux = source(path, [1], log);
      await flux.collectList();
      await flux.collectList();
      expect(log.filter((l) => l === 'subscribe')).toHaveLength(2);
    });
  });
});
