import { Flux } from '../../../src/java/reactor/index.js';
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

describe('doFinally cancel semantics on the async path', () => {
  failOnUnhandledRejections();

  const source = (log: string[], park: { release?: () => void }) =>
    Flux.from<number>({
      async *[Symbol.asyncIterator]() {
        log.push('subscribe');
        try {
          yield 1;
          await new Promise<void>((resolve) => {
            park.release = resolve;
          });
          yield 2;
        } finally {
          log.push('source finally');
        }
      },
    });

  test('a cancel before the first pull never subscribes and never calls back', async () => {
    const log: string[] = [];
    const it = source(log, {})
      .doFinally((signal) => log.push(`finally ${signal.toString()}`))
      [Symbol.asyncIterator]();
    await it.return?.();
    expect(await it.next()).toEqual({ done: true, value: undefined });
    expect(log).toEqual([]);
  });

  test('a cancel while idle runs CANCEL after the source is released', async () => {
    const log: string[] = [];
    const it = source(log, {})
      .doFinally((signal) => log.push(`finally ${signal.toString()}`))
      [Symbol.asyncIterator]();
    expect(await it.next()).toEqual({ done: false, value: 1 });
    await it.return?.();
    expect(log).toEqual(['subscribe', 'source finally', 'finally cancel']);
  });

  test('a cancel while a pull is pending ends that pull at once and runs CANCEL once the source lets go', async () => {
    const log: string[] = [];
    const park: { release?: () => void } = {};
    const it = source(log, park)
      .doFinally((signal) => log.push(`finally ${signal.toString()}`))
      [Symbol.asyncIterator]();
    expect(await it.next()).toEqual({ done: false, value: 1 });
    const pending = it.next();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const returned = it.return?.();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(log).toEqual(['subscribe']);
    park.release?.();
    await returned;
    for (let i = 0; i < 10 && log.length < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
    expect(log).toEqual(['subscribe', 'source finally', 'finally cancel']);
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });
});
