import { Flux, Schedulers } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.subscribeOn and Flux.publishOn', () => {
  failOnUnhandledRejections();

  test('accept any scheduler (and a prefetch) and change nothing', async () => {
    const flux = Flux.just(1, 2, 3);
    expect(flux.subscribeOn(Schedulers.boundedElastic())).toBe(flux);
    expect(flux.publishOn(Schedulers.parallel(), 32)).toBe(flux);
    expect(await flux.subscribeOn(Schedulers.immediate()).publishOn(Schedulers.single()).collectList()).toEqual([1, 2, 3]);
  });

  test('errors and cancellation pass through', async () => {
    const boom = new Error('boom');
    await expect(Flux.error(boom).subscribeOn(Schedulers.boundedElastic()).collectList()).rejects.toBe(boom);
    const log: string[] = [];
    await iterate(source('async', [1, 2], log).publishOn(Schedulers.boundedElastic()), 1);
    expect(log).toEqual(['subscribe', 'source finally']);
  });
});
