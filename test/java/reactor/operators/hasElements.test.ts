import { PATHS, failOnUnhandledRejections, source } from '../helpers.js';

describe('Flux.hasElements', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('resolves true at the first element, cancelling the rest; false when empty', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).doOnNext((x) => log.push(`next ${x}`));
      expect(await flux.hasElements()).toBe(true);
      expect(log).toEqual(['subscribe', 'next 1', 'source finally']);
      expect(await source(path, []).hasElements()).toBe(false);
    });

    test('rejects with an error that comes first', async () => {
      const boom = new Error('boom');
      await expect(source(path, [], [], boom).hasElements()).rejects.toBe(boom);
    });
  });
});
