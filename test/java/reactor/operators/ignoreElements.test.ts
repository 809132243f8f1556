import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.ignoreElements', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('returns an empty Flux that completes after the whole source ran', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2], log).doOnNext((x) => log.push(`next ${x}`)).ignoreElements();
      expect(flux).toBeInstanceOf(Flux);
      expect(await iterate(flux)).toEqual([]);
      expect(log).toEqual(['subscribe', 'next 1', 'next 2', 'source finally']);
    });

    test('keeps the error', async () => {
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).ignoreElements().collectList()).rejects.toBe(boom);
    });

    test('cancel before completion releases the source', async () => {
      const log: string[] = [];
      const it = source(path, [1, 2], log).concatWith(Flux.never()).ignoreElements()[Symbol.asyncIterator]();
      const pending = it.next();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await it.return?.();
      await expect(pending).resolves.toEqual({ done: true, value: undefined });
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
