import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.switchIfEmpty', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('subscribes to the alternate only when the source completes empty', async () => {
      const log: string[] = [];
      expect(await source<number>(path, []).switchIfEmpty(source(path, [9], log)).collectList()).toEqual([9]);
      expect(await source(path, [1]).switchIfEmpty(source(path, [9], log)).collectList()).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('errors of the source or the alternate fail the Flux; cancel releases the alternate', async () => {
      const boom = new Error('boom');
      await expect(source<number>(path, [], [], boom).switchIfEmpty(Flux.just(1)).collectList()).rejects.toBe(boom);
      await expect(source<number>(path, []).switchIfEmpty(Flux.error(boom)).collectList()).rejects.toBe(boom);
      const log: string[] = [];
      expect(await iterate(source<number>(path, []).switchIfEmpty(source(path, [1, 2], log)), 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
