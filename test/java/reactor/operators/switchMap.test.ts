import { Flux } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, settle, source } from '../helpers.js';

describe('Flux.switchMap', () => {
  failOnUnhandledRejections();

  test('follows the latest inner source and cancels the previous one', async () => {
    const log: string[] = [];
    const outer = Flux.create<number>((sink) => {
      sink.next(1);
      setTimeout(() => {
        sink.next(2);
        sink.complete();
      }, 5);
    });
    const flux = outer.switchMap((x) =>
      x === 1 ? Flux.never<string>().doFinally((s) => log.push(`inner 1 ${s.toString()}`)) : Flux.just('b', 'c'),
    );
    expect(await flux.collectList()).toEqual(['b', 'c']);
    await settle();
    expect(log).toEqual(['inner 1 cancel']);
  });

  test('with synchronous inner sources, emits everything in order', async () => {
    expect(await Flux.just(1, 2).switchMap((x) => [x, x * 10]).collectList()).toEqual([1, 10, 2, 20]);
  });

  test('errors from the mapper, the inner or the outer source fail the Flux', async () => {
    const boom = new Error('boom');
    await expect(
      Flux.just(1)
        .switchMap(() => {
          throw boom;
        })
        .collectList(),
    ).rejects.toBe(boom);
    await expect(Flux.just(1).switchMap(() => Flux.error(boom)).collectList()).rejects.toBe(boom);
    await expect(source('async', [1], [], boom).switchMap((x) => [x]).collectList()).rejects.toBe(boom);
  });

  test('breaking out cancels the outer and inner sources', async () => {
    const outerLog: string[] = [];
    const innerLog: string[] = [];
    const flux = source('async', [1], outerLog).switchMap(() => source('async', [1, 2, 3], innerLog));
    expect(await iterate(flux, 1)).toEqual([1]);
    await settle();
    expect(innerLog).toEqual(['subscribe', 'source finally']);
    expect(outerLog).toEqual(['subscribe', 'source finally']);
  });
});
