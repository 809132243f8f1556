import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doOnNext', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('sees each element before downstream, in order', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2], log)
        .doOnNext((x) => log.push(`peek ${x}`))
        .map((x) => {
          log.push(`map ${x}`);
          return x;
        });
      expect(await flux.collectList()).toEqual([1, 2]);
      expect(log).toEqual(['subscribe', 'peek 1', 'map 1', 'peek 2', 'map 2', 'source finally']);
    });

    test('a throwing callback fails the Flux and releases the source', async () => {
      const log: string[] = [];
      const boom = new Error('side effect failed');
      const flux = source(path, [1, 2, 3], log).doOnNext(() => {
        throw boom;
      });
      await expect(flux.blockLast()).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('is not called after an upstream error, and completes without elements when empty', async () => {
      const seen: number[] = [];
      const boom = new Error('upstream');
      await expect(source(path, [1], [], boom).doOnNext((x) => seen.push(x)).collectList()).rejects.toBe(boom);
      expect(await source<number>(path, []).doOnNext((x) => seen.push(x)).collectList()).toEqual([]);
      expect(seen).toEqual([1]);
    });

    test('cancel stops the callbacks', async () => {
      const seen: number[] = [];
      await iterate(source(path, [1, 2, 3]).doOnNext((x) => seen.push(x)), 2);
      expect(seen).toEqual([1, 2]);
    });
  });
});
