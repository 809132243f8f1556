import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Flux } from '../../../src/java/reactor/index.js';

// Elements already handed downstream must become garbage while the stream is still open: a long
// LLM stream (thousands of deltas, hundreds of concurrent streams) would otherwise hold every delta
// until it ends. Checked with WeakRefs and a forced full GC, so the count is deterministic.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Element {
  readonly index: number;
  readonly payload: string;
}

/** A network-like source: each element arrives in a later macrotask; then it stays open, idle. */
function openSource(idle: { release?: () => void }): Flux<Element> {
  return Flux.from<Element>({
    async *[Symbol.asyncIterator]() {
      for (let index = 0; index < 50; index++) {
        await macrotask();
        yield { index, payload: `delta ${index}` };
      }
      await new Promise<void>((resolve) => {
        idle.release = resolve;
      });
    },
  });
}

/** Pulls 50 elements through `operator`, keeping only WeakRefs, and counts those still alive. */
async function survivorsWhileOpen(operator: (flux: Flux<Element>) => Flux<Element>): Promise<number> {
  const idle: { release?: () => void } = {};
  const it = operator(openSource(idle))[Symbol.asyncIterator]();
  const refs: WeakRef<Element>[] = [];
  for (let i = 0; i < 50; i++) {
    const r = await it.next();
    refs.push(new WeakRef(r.value as Element));
  }
  // The stream stays open (the source parked mid-way) while we look.
  const parked = it.next();
  // WeakRef targets are kept until the end of the current job; collect in a later one.
  await macrotask();
  gc();
  await macrotask();
  gc();
  const alive = refs.filter((ref) => ref.deref() !== undefined).length;
  idle.release?.();
  await parked;
  await it.return?.();
  return alive;
}

describe('elements passed downstream are not retained while the stream is open', () => {
  const operators: [string, (flux: Flux<Element>) => Flux<Element>][] = [
    ['doOnError', (f) => f.doOnError(() => undefined)],
    ['doOnComplete', (f) => f.doOnComplete(() => undefined)],
    ['onErrorResume', (f) => f.onErrorResume(() => Flux.empty<Element>())],
    ['doOnError then doOnComplete inside defer', (f) => Flux.defer(() => f.doOnError(() => undefined).doOnComplete(() => undefined))],
    ['doFinally', (f) => f.doFinally(() => undefined)],
    ['onErrorMap', (f) => f.onErrorMap((e) => e)],
    ['switchIfEmpty', (f) => f.switchIfEmpty(Flux.empty<Element>())],
    ['concatMap', (f) => f.concatMap((x) => Flux.just(x))],
    ['contextWrite', (f) => f.contextWrite((context) => context.put('k', 'v'))],
    ['map (fused)', (f) => f.map((x) => x)],
    ['defer', (f) => Flux.defer(() => f)],
  ];

  test.each(operators)('%s', async (_name, operator) => {
    // At most the last element or two may still be referenced by an iterator's bookkeeping.
    expect(await survivorsWhileOpen(operator)).toBeLessThanOrEqual(2);
  });
});
