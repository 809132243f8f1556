import { Context, Flux, SignalType } from '../../src/reactive/index.js';

describe('Flux basics', () => {
  test('map, filter, collectList over a synchronous source', async () => {
    expect(await Flux.just(1, 2, 3, 4).map((x) => x * 10).filter((x) => x > 10).collectList()).toEqual([20, 30, 40]);
  });
  test('context is seen upstream', async () => {
    const f = Flux.deferContextual((ctx) => Flux.just(ctx.getOrDefault('k', 'none'))).contextWrite((c) => c.put('k', 'v'));
    expect(await f.collectList()).toEqual(['v']);
  });
  test('flatMap merges', async () => {
    const f = Flux.just(1, 2).flatMap((x) => Promise.resolve(x * 2));
    expect((await f.collectList()).sort()).toEqual([2, 4]);
  });
  test('doFinally cancel', async () => {
    const signals: SignalType[] = [];
    const f = Flux.just(1, 2, 3).doFinally((s) => signals.push(s));
    for await (const v of f) { if (v === 1) break; }
    expect(signals).toEqual([SignalType.CANCEL]);
    expect(Context.of('a', 1).get('a')).toBe(1);
  });
});
