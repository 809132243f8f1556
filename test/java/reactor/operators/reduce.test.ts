import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.reduce', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('folds in order from the first element, or from a seed', async () => {
      expect(await source(path, ['a', 'b', 'c']).reduce((acc, x) => acc + x)).toBe('abc');
      expect(await source(path, [1, 2, 3]).reduce('>', (acc, x) => acc + x)).toBe('>123');
      expect(await source(path, [1, 2]).reduceWith(() => [] as number[], (acc, x) => [...acc, x])).toEqual([1, 2]);
    });

    test('an empty source gives undefined without a seed, the seed with one', async () => {
      expect(await source<number>(path, []).reduce((a, b) => a + b)).toBeUndefined();
      expect(await source<number>(path, []).reduce(7, (a, b) => a + b)).toBe(7);
    });

    test('source and accumulator errors reject; the source is released', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).reduce((a, b) => a + b)).rejects.toBe(boom);
      await expect(
        source(path, [1, 2, 3], log).reduce(0, () => {
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });

  test('never throws synchronously', () => {
    const flux = Flux.just(1, 2);
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = flux.reduce(() => {
        throw new Error('sync');
      });
    }).not.toThrow();
    return expect(promise).rejects.toThrow('sync');
  });
});
