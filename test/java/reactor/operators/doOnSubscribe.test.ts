import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doOnSubscribe', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('runs once per subscription, before the source starts', async () => {
      const log: string[] = [];
      const flux = source(path, [1], log).doOnSubscribe(() => log.push('on subscribe'));
      await flux.collectList();
      await flux.collectList();
      expect(log).toEqual(['on subscribe', 'subscribe', 'source finally', 'on subscribe', 'subscribe', 'source finally']);
    });

    test('a throwing callback fails the Flux without starting the source', async () => {
      const log: string[] = [];
      const boom = new Error('boom');
      await expect(
        source(path, [1], log)
          .doOnSubscribe(() => {
            throw boom;
          })
          .collectList(),
      ).rejects.toBe(boom);
      expect(log).toEqual([]);
    });

    test('the subscription can cancel; errors pass through', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2], log).doOnSubscribe((s) => s.cancel()).collectList()).toEqual([]);
      expect(log).toEqual([]);
      const boom = new Error('upstream');
      await expect(source(path, [], [], boom).doOnSubscribe(() => undefined).collectList()).rejects.toBe(boom);
      await iterate(source(path, [1, 2], log).doOnSubscribe((s) => s.request(1)), 1);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });
});
