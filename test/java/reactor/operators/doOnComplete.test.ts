import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doOnComplete', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('runs after the last element, once', async () => {
      const log: string[] = [];
      await source(path, [1, 2], log)
        .doOnComplete(() => log.push('complete'))
        .doOnNext((x) => log.push(`next ${x}`))
        .collectList();
      expect(log).toEqual(['subscribe', 'next 1', 'next 2', 'source finally', 'complete']);
    });

    test('is not called on error or cancel', async () => {
      const onComplete = jest.fn();
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).doOnComplete(onComplete).collectList()).rejects.toBe(boom);
      await iterate(source(path, [1, 2]).doOnComplete(onComplete), 1);
      expect(onComplete).not.toHaveBeenCalled();
    });

    test('a throwing callback fails the Flux', async () => {
      const boom = new Error('callback');
      await expect(
        source(path, [1])
          .doOnComplete(() => {
            throw boom;
          })
          .collectList(),
      ).rejects.toBe(boom);
    });
  });
});
