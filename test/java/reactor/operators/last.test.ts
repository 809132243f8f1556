import { NoSuchElementException } from '../../../../src/java/core/index.js';
import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.last', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('resolves with the last element after completion', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2, 3], log).last()).toBe(3);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('an empty source rejects with NoSuchElementException, unless a default is given', async () => {
      await expect(source<number>(path, []).last()).rejects.toThrow(
        new NoSuchElementException("Flux#last() didn't observe any onNext signal"),
      );
      await expect(source<number>(path, []).last()).rejects.toBeInstanceOf(NoSuchElementException);
      expect(await source<number>(path, []).last(42)).toBe(42);
    });

    test('rejects with the source error even after elements', async () => {
      const boom = new Error('boom');
      await expect(source(path, [1, 2], [], boom).last()).rejects.toBe(boom);
    });
  });
});
