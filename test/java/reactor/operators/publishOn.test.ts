import { Flux, Schedulers } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.publishOn', () => {
  failOnUnhandledRejections();

  test('returns the same Flux for every scheduler and prefetch: order and completion unchanged', async () => {
    const flux = Flux.range(1, 3);
    for (const scheduler of [Schedulers.boundedElastic(), Schedulers.parallel(), Schedulers.immediate(), Schedulers.single()]) {
      expect(flux.publishOn(scheduler)).toBe(flux);
      expect(flux.publishOn(scheduler, 8)).toBe(flux);
    }
    expect(await flux.publishOn(Schedulers.boundedElastic()).collectList()).toEqual([1, 2, 3]);
  });

  test('errors pass through and cancellation releases the source', async () => {
    const boom = new Error('boom');
    await expect(source('async', [1], [], boom).publishOn(Schedulers.parallel()).collectList()).rejects.toBe(boom);
    const log: string[] = [];
    expect(await iterate(source('async', [1, 2], log).publishOn(Schedulers.parallel(), 1), 1)).toEqual([1]);
    expect(log).toEqual(['subscribe', 'source finally']);
  });
});
