import { Context, Flux } from '../../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, source } from '../helpers.js';

const read = (key: string) => Flux.deferContextual((ctx) => Flux.just(ctx.getOrDefault(key, 'none')));

describe('Flux.contextWrite', () => {
  failOnUnhandledRejections();

  test('is visible upstream of it and never downstream', async () => {
    const flux = read('user')
      .contextWrite((ctx) => ctx.put('user', 'alice'))
      .concatWith(read('user'));
    expect(await flux.collectList()).toEqual(['alice', 'none']);
    const downstream = Flux.just(1)
      .contextWrite(Context.of('user', 'bob'))
      .flatMap(() => read('user'));
    expect(await downstream.collectList()).toEqual(['none']);
  });

  test('a write that changes nothing (the same entry again) leaves the context seen upstream as it is', async () => {
    const flux = Flux.deferContextual((ctx) => Flux.just(ctx.getOrDefault('user', 'none'), ctx.getOrDefault('role', 'none')))
      .contextWrite((ctx) => ctx.put('user', 'alice'))
      .contextWrite((ctx) => ctx.put('role', 'admin'))
      .contextWrite((ctx) => ctx.put('role', 'admin'));
    expect(await flux.collectList()).toEqual(['alice', 'admin']);
  });

  test('the write closest to the reader (the innermost, upstream-most) wins', async () => {
    const flux = read('k')
      .contextWrite((ctx) => ctx.put('k', 'inner'))
      .contextWrite((ctx) => ctx.put('k', 'outer').put('other', 'o'));
    expect(await flux.collectList()).toEqual(['inner']);
    const both = Flux.deferContextual((ctx) => Flux.just(`${ctx.get<string>('k')}/${ctx.get<string>('other')}`))
      .contextWrite((ctx) => ctx.put('k', 'inner'))
      .contextWrite((ctx) => ctx.put('k', 'outer').put('other', 'o'));
    expect(await both.collectList()).toEqual(['inner/o']);
  });

  test('a ContextView argument is merged into the downstream context', async () => {
    const flux = Flux.deferContextual((ctx) => Flux.just(ctx.size()))
      .contextWrite(Context.of('a', 1, 'b', 2))
      .contextWrite(Context.of('c', 3));
    expect(await flux.collectList()).toEqual([3]);
  });

  test('survives awaits inside operators and inside async generator sources', async () => {
    const seen: string[] = [];
    const flux = Flux.deferContextual((ctx) =>
      Flux.from(
        (async function* () {
          await new Promise((resolve) => setTimeout(resolve, 1));
          yield ctx.get<string>('id');
        })(),
      ),
    )
      .concatMap(async (value) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        const inner = await Flux.deferContextual((ctx) => Flux.just(ctx.get<string>('id'))).next();
        return `${value}+${inner ?? 'lost'}`;
      })
      .doOnNext((v) => seen.push(v))
      .contextWrite((ctx) => ctx.put('id', 'req-1'));
    expect(await flux.collectList()).toEqual(['req-1+req-1']);
    expect(seen).toEqual(['req-1+req-1']);
  });

  test('each subscription computes its context anew, and concurrent subscriptions stay apart', async () => {
    let n = 0;
    const flux = read('n').contextWrite((ctx) => ctx.put('n', `sub-${++n}`));
    const [a, b] = await Promise.all([flux.collectList(), flux.collectList()]);
    expect([...a, ...b].sort()).toEqual(['sub-1', 'sub-2']);
  });

  test('order, errors, completion and cancellation pass through', async () => {
    expect(await Flux.just(1, 2, 3).contextWrite(Context.of('a', 1)).collectList()).toEqual([1, 2, 3]);
    const boom = new Error('boom');
    await expect(Flux.error(boom).contextWrite(Context.empty()).collectList()).rejects.toBe(boom);
    await expect(
      Flux.just(1)
        .contextWrite(() => {
          throw boom;
        })
        .collectList(),
    ).rejects.toBe(boom);
    const log: string[] = [];
    expect(await iterate(source('async', [1, 2, 3], log).contextWrite(Context.of('a', 1)), 1)).toEqual([1]);
    expect(log).toEqual(['subscribe', 'source finally']);
  });
});
