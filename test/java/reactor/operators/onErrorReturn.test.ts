import { IllegalStateException } from '../../../../src/java/core/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.onErrorReturn', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits the fallback value after the elements and completes', async () => {
      expect(await source(path, [1, 2], [], new Error('boom')).onErrorReturn(-1).collectList()).toEqual([1, 2, -1]);
    });

    test('only for matching errors when given a class or predicate', async () => {
      const other = new Error('other');
      await expect(source(path, [1], [], other).onErrorReturn(IllegalStateException, -1).collectList()).rejects.toBe(other);
      expect(await source(path, [1], [], new IllegalStateException('s')).onErrorReturn(IllegalStateException, -1).collectList()).toEqual([1, -1]);
      expect(await source(path, [1], [], other).onErrorReturn((e) => e === other, -2).collectList()).toEqual([1, -2]);
    });

    test('completion and cancel are untouched', async () => {
      expect(await source(path, [1]).onErrorReturn(-1).collectList()).toEqual([1]);
      const log: string[] = [];
      await iterate(source(path, [1, 2], log).onErrorReturn(-1), 1);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
