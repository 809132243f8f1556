import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Flux.concatMap', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('over a %s source', (path) => {
    test('keeps source order, one inner source after the other', async () => {
      const flux = source(path, [30, 10, 20]).concatMap((ms) =>
        Flux.from(
          (async function* () {
            await delay(ms);
            yield ms;
            yield ms + 1;
          })(),
        ),
      );
      expect(await flux.collectList()).toEqual([30, 31, 10, 11, 20, 21]);
    });

    test('accepts arrays, Promises of values and of Fluxes', async () => {
      const flux = source(path, [1, 2, 3]).concatMap((x) =>
        x === 1 ? [x, x] : x === 2 ? Promise.resolve(x) : Promise.resolve(Flux.just(x, x, x)),
      );
      expect(await flux.collectList()).toEqual([1, 1, 2, 3, 3, 3]);
    });

    test('mapper and inner errors fail the Flux and release the source', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      await expect(
        source(path, [1, 2], log)
          .concatMap(() => {
            throw boom;
          })
          .collectList(),
      ).rejects.toBe(boom);
      await expect(source(path, [1, 2], log).concatMap(() => Flux.error(boom)).collectList()).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('breaking out releases the inner and the outer source', async () => {
      const log: string[] = [];
      const inner: string[] = [];
      const flux = source(path, [1, 2], log).concatMap((x) => source(path, [x, x], inner));
      expect(await iterate(flux, 1)).toEqual([1]);
      expect(inner).toEqual(['subscribe', 'source finally']);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });

  test('concatMapIterable and flatMapIterable flatten iterables in order', async () => {
    expect(await Flux.just('ab', 'c').concatMapIterable((s) => s.split('')).collectList()).toEqual(['a', 'b', 'c']);
    expect(await Flux.just([1, 2], [3]).flatMapIterable((a) => a).collectList()).toEqual([1, 2, 3]);
  });
});
