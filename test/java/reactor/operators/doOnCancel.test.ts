import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doOnCancel', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('runs once when the consumer stops early, after the source is released', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2, 3], log).doOnCancel(() => log.push('cancel')), 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally', 'cancel']);
    });

    test('does not run on completion or error, and elements keep their order', async () => {
      const onCancel = jest.fn();
      expect(await source(path, [1, 2]).doOnCancel(onCancel).collectList()).toEqual([1, 2]);
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).doOnCancel(onCancel).collectList()).rejects.toBe(boom);
      expect(onCancel).not.toHaveBeenCalled();
    });
  });

  test('a downstream take cancels', async () => {
    const onCancel = jest.fn();
    expect(await Flux.range(1, 5).doOnCancel(onCancel).take(2).collectList()).toEqual([1, 2]);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
