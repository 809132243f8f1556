import { Flux, SignalType } from '../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from './helpers.js';

// The same pipeline over a synchronous source (fused stages, promise-free terminal loop) and an
// async source (fused stages, one await per element) must behave identically.
const pipeline = (flux: Flux<number>, log: string[]) =>
  flux
    .map((x) => x * 2)
    .filter((x) => x % 3 !== 0)
    .doOnNext((x) => log.push(`peek ${x}`))
    .scan((a, x) => a + x)
    .skip(1)
    .distinctUntilChanged()
    .index()
    .take(3)
    .doFinally((s: SignalType) => log.push(`finally ${s.toString()}`));

describe('operator fusion', () => {
  failOnUnhandledRejections();

  test('both paths give the same elements and the same log', async () => {
    const results: Record<string, unknown> = {};
    for (const path of PATHS) {
      const log: string[] = [];
      const values = await pipeline(source(path, [1, 2, 3, 4, 5, 6, 7, 8], log), log).collectList();
      results[path] = { values, log };
    }
    expect(results['sync']).toEqual(results['async']);
    expect((results['sync'] as { values: unknown }).values).toEqual([
      [0, 6],
      [1, 14],
      [2, 24],
    ]);
  });

  test('a synchronous pipeline runs its terminal operator without yielding to the event loop', () => {
    const seen: number[] = [];
    Flux.range(1, 5)
      .map((x) => x * 10)
      .filter((x) => x > 10)
      .take(2)
      .subscribe((x) => seen.push(x));
    expect(seen).toEqual([20, 30]);
  });

  test('async iteration of a fused synchronous pipeline takes one await per element', async () => {
    const flux = Flux.range(1, 3)
      .map((x) => x + 1)
      .filter(() => true)
      .map((x) => x * 2);
    const it = flux[Symbol.asyncIterator]();
    const order: string[] = [];
    const first = it.next().then((r) => order.push(`value ${String(r.value)}`));
    await Promise.resolve();
    order.push('one tick');
    await first;
    expect(order).toEqual(['value 4', 'one tick']);
  });

  test.each(PATHS)('a mapper error in a fused chain cancels the source once on the %s path', async (path) => {
    const log: string[] = [];
    const boom = new Error('boom');
    const flux = source(path, [1, 2, 3], log)
      .map((x) => x)
      .filter(() => true)
      .map(() => {
        throw boom;
      })
      .doFinally((s) => log.push(`finally ${s.toString()}`));
    await expect(flux.blockLast()).rejects.toBe(boom);
    await expect(iterate(flux)).rejects.toBe(boom);
    expect(log).toEqual(['subscribe', 'source finally', 'finally onError', 'subscribe', 'source finally', 'finally onError']);
  });

  test('fused operators keep per-subscription state', async () => {
    const flux = Flux.just(1, 1, 2).distinctUntilChanged().index().take(2);
    expect(await flux.collectList()).toEqual(await flux.collectList());
  });
});
