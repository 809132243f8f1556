import { Flux } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, source } from '../helpers.js';

class Animal {
  constructor(readonly name: string) {}
}

describe('Flux.cast', () => {
  failOnUnhandledRejections();

  test('re-types without touching the elements, order or completion', async () => {
    const flux: Flux<unknown> = Flux.just<unknown>(new Animal('cat'));
    const cast = flux.cast(Animal);
    expect((await cast.collectList()).map((a) => a.name)).toEqual(['cat']);
    expect(await Flux.just(1, 2).cast<number>().collectList()).toEqual([1, 2]);
  });

  test('errors and cancellation pass through unchanged', async () => {
    const boom = new Error('boom');
    await expect(Flux.error(boom).cast<string>().collectList()).rejects.toBe(boom);
    const log: string[] = [];
    await iterate(source('async', [1, 2], log).cast<number>(), 1);
    expect(log).toEqual(['subscribe', 'source finally']);
  });

  test('ignoreElements().cast(X).concatWith(...) translates as is', async () => {
    expect(await Flux.just(1, 2).ignoreElements().cast<string>().concatWith(Flux.just('done')).collectList()).toEqual([
      'done',
    ]);
  });
});
