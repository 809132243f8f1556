import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, settle, source } from '../helpers.js';

describe('Flux.publish', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('over a %s source', (path) => {
    test('branches share one subscription and each sees every element in order', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).publish((shared) =>
        Flux.merge<string>(
          shared.map((x) => `a${x}`),
          shared.map((x) => `b${x}`),
        ),
      );
      const out = await flux.collectList();
      expect(out.filter((s) => s.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
      expect(out.filter((s) => s.startsWith('b'))).toEqual(['b1', 'b2', 'b3']);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('stream-then-aggregate: a branch streams, a deferred tail runs after completion', async () => {
      let total = 0;
      const flux = source(path, [1, 2, 3]).publish((shared) =>
        shared
          .doOnNext((x) => (total += x))
          .map(String)
          .concatWith(Flux.defer(() => Flux.just(`total ${total}`))),
      );
      expect(await flux.collectList()).toEqual(['1', '2', '3', 'total 6']);
    });

    test('an upstream error reaches the branches', async () => {
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).publish((shared) => shared.map((x) => x)).collectList()).rejects.toBe(boom);
    });

    test('cancelling the result cancels the shared source once', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).publish((shared) => shared.map((x) => x * 10));
      expect(await iterate(flux, 1)).toEqual([10]);
      await settle();
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });

  test('a throwing selector fails the Flux', async () => {
    const boom = new Error('selector');
    await expect(
      Flux.just(1)
        .publish(() => {
          throw boom;
        })
        .collectList(),
    ).rejects.toBe(boom);
  });
});
