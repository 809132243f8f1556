import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.next and Flux.blockFirst', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('resolve with the first element and cancel the rest of the source', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).doFinally((s) => log.push(`finally ${s.toString()}`));
      expect(await flux.next()).toBe(1);
      expect(await flux.blockFirst()).toBe(1);
      expect(log).toEqual(['subscribe', 'source finally', 'finally cancel', 'subscribe', 'source finally', 'finally cancel']);
    });

    test('resolve undefined for an empty source', async () => {
      expect(await source(path, []).next()).toBeUndefined();
      expect(await source(path, []).blockFirst()).toBeUndefined();
    });

    test('reject with an error that comes before the first element', async () => {
      const boom = new Error('boom');
      await expect(source(path, [], [], boom).next()).rejects.toBe(boom);
      expect(await source(path, [1], [], boom).next()).toBe(1);
    });
  });

  test('blockFirst with a timeout rejects when nothing arrives in time', async () => {
    await expect(Flux.never().blockFirst(5)).rejects.toThrow('Did not observe any item or terminal signal within 5ms');
  });
});
