import { Flux } from '../../src/reactive/index.js';
import { failOnUnhandledRejections } from './helpers.js';

// doOnComplete/doOnError run as hand-written iterators on the async path; these pin down the cancel
// semantics they share with the generator-based operators.
describe('doOnComplete and doOnError cancelled while a pull is pending', () => {
  failOnUnhandledRejections();

  const parkedSource = (log: string[]) =>
    Flux.from<number>({
      async *[Symbol.asyncIterator]() {
        log.push('subscribe');
        try {
          yield 1;
          await new Promise<never>(() => undefined);
        } finally {
          log.push('source finally');
        }
      },
    });

  test.each([
    ['doOnComplete', (f: Flux<number>, log: string[]) => f.doOnComplete(() => log.push('complete'))],
    ['doOnError', (f: Flux<number>, log: string[]) => f.doOnError(() => log.push('error'))],
  ] as const)('%s: the pending pull ends at once, no callback runs', async (_name, operator) => {
    const log: string[] = [];
    const it = operator(parkedSource(log), log)[Symbol.asyncIterator]();
    expect(await it.next()).toEqual({ done: false, value: 1 });
    const pending = it.next();
    await new Promise<void>((resolve) => setImmediate(resolve));
    // An async generator parked in an await cannot be returned, so this return never settles; the
    // consumer's pending pull must end anyway.
    void it.return?.();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(await it.next()).toEqual({ done: true, value: undefined });
    expect(log).toEqual(['subscribe']);
  });

  test.each([
    ['doOnComplete', (f: Flux<number>) => f.doOnComplete(() => undefined)],
    ['doOnError', (f: Flux<number>) => f.doOnError(() => undefined)],
  ] as const)('%s: subscribes at the first pull, and a cancel before it never subscribes', async (_name, operator) => {
    const log: string[] = [];
    const it = operator(parkedSource(log))[Symbol.asyncIterator]();
    expect(log).toEqual([]);
    await it.return?.();
    expect(await it.next()).toEqual({ done: true, value: undefined });
    expect(log).toEqual([]);
  });

  test('doOnError: a cancel while idle closes the source, without the callback', async () => {
    const log: string[] = [];
    const flux = parkedSource(log).doOnError(() => log.push('error'));
    for await (const value of flux) {
      expect(value).toBe(1);
      break;
    }
    expect(log).toEqual(['subscribe', 'source finally']);
  });
});
