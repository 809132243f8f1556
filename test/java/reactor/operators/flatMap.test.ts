import { IllegalArgumentException } from '../../../../src/java/core/index.js';
import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, settle, source } from '../helpers.js';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Flux.flatMap', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('over a %s source', (path) => {
    test('flattens Flux, array, Promise of a value, Promise of a Flux and async iterables', async () => {
      const flux = source(path, [1, 2, 3, 4, 5]).flatMap((x) => {
        switch (x) {
          case 1:
            return Flux.just('a1', 'b1');
          case 2:
            return ['a2'];
          case 3:
            return Promise.resolve('a3');
          case 4:
            return Promise.resolve(Flux.just('a4'));
          default:
            return (async function* () {
              yield 'a5';
            })();
        }
      });
      expect((await flux.collectList()).sort()).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'b1']);
    });

    test('a Promise of undefined is an empty inner source', async () => {
      expect(await source(path, [1, 2]).flatMap(() => Promise.resolve(undefined)).collectList()).toEqual([]);
    });

    test('a mapper error or an inner error fails the Flux and releases the outer source', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      await expect(
        source(path, [1, 2, 3], log)
          .flatMap((x) => {
            if (x === 2) throw boom;
            return [x];
          })
          .collectList(),
      ).rejects.toBe(boom);
      await expect(source(path, [1, 2], log).flatMap(() => Flux.error(boom)).collectList()).rejects.toBe(boom);
      await settle();
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('an outer error propagates', async () => {
      const boom = new Error('outer');
      await expect(source(path, [1], [], boom).flatMap((x) => [x]).collectList()).rejects.toBe(boom);
    });

    test('breaking out cancels the outer source and every running inner source', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2], log).flatMap((x) => source('async', [x * 10, x * 10 + 1], log));
      expect(await iterate(flux, 1)).toHaveLength(1);
      await settle();
      expect(log.filter((l) => l === 'subscribe').length).toBe(log.filter((l) => l === 'source finally').length);
    });
  });

  test('interleaves inner sources as they emit (not in source order)', async () => {
    const flux = Flux.just(30, 10).flatMap((ms) =>
      Flux.from(
        (async function* () {
          await delay(ms);
          yield ms;
        })(),
      ),
    );
    expect(await flux.collectList()).toEqual([10, 30]);
  });

  test('honours the concurrency limit', async () => {
    let running = 0;
    let peak = 0;
    const flux = Flux.range(1, 6).flatMap(
      (x) =>
        Flux.from(
          (async function* () {
            running++;
            peak = Math.max(peak, running);
            await delay(2);
            running--;
            yield x;
          })(),
        ),
      2,
    );
    expect((await flux.collectList()).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  test('cancels inner sources that are busy, and a never-ending inner source', async () => {
    const flux = Flux.just(1, 2).flatMap((x) => (x === 1 ? Flux.never<number>() : Flux.just(x)));
    expect(await flux.next()).toBe(2);
  });

  test('rejects a non-positive concurrency when called', () => {
    expect(() => Flux.just(1).flatMap((x) => [x], 0)).toThrow(
      new IllegalArgumentException('maxConcurrency > 0 required but it was 0'),
    );
  });
});
