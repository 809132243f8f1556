import { Flux } from '../../../src/java/reactor/index.js';
import { failOnUnhandledRejections } from './helpers.js';

// Chains of doOnComplete/doOnError operators after map/filter/doOnNext stages on the async path:
// hooks in operator order, a throwing hook replacing the signal for the hooks after it, cancels.
describe('chained doOnComplete/doOnError', () => {
  failOnUnhandledRejections();

  // An asynchronous source (no synchronous fast path), optionally failing after its elements.
  const source = (values: number[], failure?: Error) =>
    Flux.from<number>({
      async *[Symbol.asyncIterator]() {
        for (const value of values) yield value;
        if (failure !== undefined) throw failure;
      },
    });

  test('stages and hooks run in operator order, filtered elements are skipped', async () => {
    const log: string[] = [];
    const flux = source([1, 2, 3, 4])
      .map((n) => n * 10)
      .filter((n) => n !== 20)
      .doOnNext((n) => log.push(`next ${n}`))
      .doOnComplete(() => log.push('complete 1'))
      .doOnError(() => log.push('error'))
      .doOnComplete(() => log.push('complete 2'));
    expect(await flux.collectList()).toEqual([10, 30, 40]);
    expect(log).toEqual(['next 10', 'next 30', 'next 40', 'complete 1', 'complete 2']);
  });

  test('an error reaches every doOnError after the failure point, in order', async () => {
    const log: string[] = [];
    const boom = new Error('boom');
    const flux = source([1], boom)
      .doOnError((e) => log.push(`first ${(e as Error).message}`))
      .doOnComplete(() => log.push('complete'))
      .doOnError((e) => log.push(`second ${(e as Error).message}`));
    await expect(flux.collectList()).rejects.toBe(boom);
    expect(log).toEqual(['first boom', 'second boom']);
  });

  test('a throwing doOnComplete turns the completion into an error for the hooks after it', async () => {
    const log: string[] = [];
    const thrown = new Error('hook failed');
    const flux = source([1, 2])
      .doOnError(() => log.push('before'))
      .doOnComplete(() => {
        throw thrown;
      })
      .doOnComplete(() => log.push('later complete'))
      .doOnError((e) => log.push(`after ${(e as Error).message}`));
    await expect(flux.collectList()).rejects.toBe(thrown);
    expect(log).toEqual(['after hook failed']);
  });

  test('a throwing doOnError replaces the error for the hooks after it', async () => {
    const replaced = new Error('replaced');
    const seen: string[] = [];
    const flux = source([], new Error('original'))
      .doOnError(() => {
        throw replaced;
      })
      .doOnError((e) => seen.push((e as Error).message));
    await expect(flux.collectList()).rejects.toBe(replaced);
    expect(seen).toEqual(['replaced']);
  });

  test('a failing stage cancels the source, then the error hooks run', async () => {
    const log: string[] = [];
    const flux = Flux.from<number>({
      async *[Symbol.asyncIterator]() {
        try {
          yield 1;
          yield 2;
        } finally {
          log.push('source finally');
        }
      },
    })
      .map((n) => {
        if (n === 2) throw new Error('bad element');
        return n;
      })
      .doOnError((e) => log.push(`error ${(e as Error).message}`));
    await expect(flux.collectList()).rejects.toThrow('bad element');
    expect(log).toEqual(['source finally', 'error bad element']);
  });

  test('a take before the taps delivers its last element, cancels the source, then completes', async () => {
    const log: string[] = [];
    const flux = Flux.from<number>({
      async *[Symbol.asyncIterator]() {
        try {
          for (let i = 1; ; i++) yield i;
        } finally {
          log.push('source finally');
        }
      },
    })
      .take(2)
      .doOnComplete(() => log.push('complete'));
    expect(await flux.collectList()).toEqual([1, 2]);
    expect(log).toEqual(['source finally', 'complete']);
  });

  test('each subscription has its own stage state', async () => {
    const flux = source([1, 2, 3])
      .take(2)
      .doOnComplete(() => undefined);
    expect(await flux.collectList()).toEqual([1, 2]);
    expect(await flux.collectList()).toEqual([1, 2]);
  });
});
