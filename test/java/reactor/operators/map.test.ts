import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.map', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('transforms every element in order and completes', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2, 3], log).map((x) => x * 10).collectList()).toEqual([10, 20, 30]);
      expect(await iterate(source(path, [1, 2], log).map(String))).toEqual(['1', '2']);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('an error thrown by the mapper fails the Flux and releases the source once', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      const flux = source(path, [1, 2, 3], log).map((x) => {
        if (x === 2) throw boom;
        return x;
      });
      await expect(flux.collectList()).rejects.toBe(boom);
      await expect(iterate(flux)).rejects.toBe(boom);
      expect(log).toEqual(['subscribe', 'source finally', 'subscribe', 'source finally']);
    });

    test('an upstream error passes through', async () => {
      const boom = new Error('upstream');
      await expect(source(path, [1], [], boom).map((x) => x + 1).collectList()).rejects.toBe(boom);
    });

    test('breaking out of for await releases the source at once', async () => {
      const log: string[] = [];
      for await (const value of source(path, [1, 2, 3], log).map((x) => x * 2)) {
        log.push(`got ${value}`);
        break;
      }
      log.push('after loop');
      expect(log).toEqual(['subscribe', 'got 2', 'source finally', 'after loop']);
    });
  });

  test('is cold: each subscription re-runs the mapper', async () => {
    const mapper = jest.fn((x: number) => x);
    const flux = Flux.just(1, 2).map(mapper);
    await flux.collectList();
    await flux.collectList();
    expect(mapper).toHaveBeenCalledTimes(4);
  });
});
