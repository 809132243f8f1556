import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.concatWith', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits this Flux then the other, subscribing to the other only after completion', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2], log).concatWith(source(path, [3], log));
      expect(await flux.collectList()).toEqual([1, 2, 3]);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('an error in the first source skips the second', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).concatWith(source(path, [2], log)).collectList()).rejects.toBe(boom);
      expect(log).toEqual([]);
    });

    test('cancel releases whichever source is active', async () => {
      const first: string[] = [];
      const second: string[] = [];
      expect(await iterate(source(path, [1], first).concatWith(source(path, [2, 3], second)), 2)).toEqual([1, 2]);
      expect(first).toEqual(['subscribe', 'source finally']);
      expect(second).toEqual(['subscribe', 'source finally']);
    });
  });

  test('accepts any Publisher and Flux.concat chains several', async () => {
    expect(await Flux.just(1).concatWith([2, 3]).concatWith(Promise.resolve(4)).collectList()).toEqual([1, 2, 3, 4]);
    expect(await Flux.concat<number>(Flux.just(1), [2], Promise.resolve(3)).collectList()).toEqual([1, 2, 3]);
  });
});
