// spring-ai-ts own tests: operators build plain cores below Flux (no import cycle) and Flux wraps each
// result, so everything handed to callers and callbacks is a full Flux.
import { Flux } from '../../../src/java/reactor/Flux.js';
import { FluxCore } from '../../../src/java/reactor/internal/FluxCore.js';

describe('Flux over FluxCore', () => {
  test('every operator and factory returns a Flux with the operator methods', async () => {
    const source = Flux.just(1, 2, 3);
    const results: unknown[] = [
      source.map((x) => x), source.filter(() => true), source.take(0), source.take(2), source.skip(1), source.buffer(2),
      source.concatMap((x) => [x]), source.flatMap((x) => [x]), source.switchMap((x) => [x]), source.onErrorResume(() => []),
      source.doFinally(() => undefined), source.contextWrite((c) => c), source.timeout(1000), source.thenMany(Flux.empty()),
      source.defaultIfEmpty(0), source.switchIfEmpty([0]), source.ignoreElements(), source.index(), source.scan((a, b) => a + b),
      Flux.from([1]), Flux.from(Promise.resolve(1)), Flux.defer(() => [1]), Flux.range(0, 2), Flux.never(), Flux.generate((sink) => sink.complete()),
      Flux.create<number>((sink) => sink.complete()), Flux.concat([1], [2]), Flux.merge([1], [2]), Flux.error(new Error('x')),
    ];
    for (const result of results) {
      expect(result).toBeInstanceOf(Flux);
    }
    expect(await source.map((x) => x * 2).filter((x) => x > 2).collectList()).toEqual([4, 6]);
  });

  test('windows and the shared Flux of publish are Flux instances', async () => {
    const windows = await Flux.just(1, 2, 3).windowUntil((x) => x === 2).collectList();
    expect(windows.every((w) => w instanceof Flux)).toBe(true);
    expect(await Promise.all(windows.map((w) => w.collectList()))).toEqual([[1, 2], [3]]);
    let shared: unknown;
    const out = await Flux.just(1, 2)
      .publish((s) => {
        shared = s;
        return s.map((x) => x + 1);
      })
      .collectList();
    expect(shared).toBeInstanceOf(Flux);
    expect(out).toEqual([2, 3]);
  });

  test('a pass-through operator returns the Flux itself; a fused pipeline keeps its synchronous fast path', () => {
    const flux = Flux.range(0, 3);
    expect(flux.subscribeOn({} as never)).toBe(flux);
    const fused = flux.map((x) => x + 1).filter((x) => x > 1);
    expect(fused._sync).toBeUndefined();
    expect(fused._upstream).toBe(flux);
    expect(fused._stage).toBeDefined();
    const seen: number[] = [];
    fused.subscribe((x) => seen.push(x));
    expect(seen).toEqual([2, 3]); // ran synchronously, before subscribe returned
  });

  test('Flux.from wraps a bare core and returns any Flux as is', async () => {
    const core = new FluxCore<number>(() => Flux.just(5)[Symbol.asyncIterator]());
    const wrapped = Flux.from(core);
    expect(wrapped).toBeInstanceOf(Flux);
    expect(wrapped).not.toBe(core);
    expect(await wrapped.collectList()).toEqual([5]);
    const flux = Flux.just(1);
    expect(Flux.from(flux)).toBe(flux);
  });
});
