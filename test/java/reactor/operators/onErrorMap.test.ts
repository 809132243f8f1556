import { IllegalStateException, RuntimeException } from '../../../../src/java/core/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.onErrorMap', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('replaces the error after the elements', async () => {
      const values: number[] = [];
      const error = await source(path, [1, 2], [], new Error('low level'))
        .onErrorMap((e) => new RuntimeException('wrapped', e))
        .doOnNext((x) => values.push(x))
        .collectList()
        .catch((e: unknown) => e);
      expect(values).toEqual([1, 2]);
      expect(error).toBeInstanceOf(RuntimeException);
      expect((error as RuntimeException).getMessage()).toBe('wrapped');
    });

    test('only maps matching errors when given a class or predicate', async () => {
      const other = new Error('other');
      await expect(source(path, [], [], other).onErrorMap(IllegalStateException, () => new Error('mapped')).collectList()).rejects.toBe(other);
      await expect(
        source(path, [], [], new IllegalStateException('s'))
          .onErrorMap((e) => e instanceof IllegalStateException, () => new Error('mapped'))
          .collectList(),
      ).rejects.toThrow('mapped');
    });

    test('completion and cancellation are untouched', async () => {
      const mapper = jest.fn((e: unknown) => e);
      expect(await source(path, [1]).onErrorMap(mapper).collectList()).toEqual([1]);
      const log: string[] = [];
      await iterate(source(path, [1, 2], log).onErrorMap(mapper), 1);
      expect(log).toEqual(['subscribe', 'source finally']);
      expect(mapper).not.toHaveBeenCalled();
    });
  });
});
