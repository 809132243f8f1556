import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.index', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits [index, value] pairs from 0, or what the index mapper returns', async () => {
      expect(await source(path, ['a', 'b']).index().collectList()).toEqual([
        [0, 'a'],
        [1, 'b'],
      ]);
      expect(await source(path, ['a', 'b']).index((i, v) => `${i}:${v}`).collectList()).toEqual(['0:a', '1:b']);
    });

    test('restarts at 0 for each subscription, and cancel releases the source', async () => {
      const log: string[] = [];
      const flux = source(path, ['a', 'b', 'c'], log).index();
      expect(await iterate(flux, 1)).toEqual([[0, 'a']]);
      expect(await iterate(flux, 1)).toEqual([[0, 'a']]);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('errors pass through; a throwing mapper fails the Flux', async () => {
      const boom = new Error('boom');
      await expect(source(path, ['a'], [], boom).index().collectList()).rejects.toBe(boom);
      await expect(
        source(path, ['a'])
          .index(() => {
            throw boom;
          })
          .collectList(),
      ).rejects.toBe(boom);
    });
  });
});
