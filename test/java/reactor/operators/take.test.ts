import { IllegalArgumentException } from '../../../../src/java/core/index.js';
import { Flux, SignalType } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.take', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('emits the first n elements in order, then completes', async () => {
      expect(await source(path, [1, 2, 3, 4]).take(2).collectList()).toEqual([1, 2]);
      expect(await source(path, [1, 2]).take(5).collectList()).toEqual([1, 2]);
    });

    test('cancels the source once n elements were emitted: its finally and doFinally(CANCEL) run once', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3, 4], log)
        .doFinally((s) => log.push(`finally ${s.toString()}`))
        .take(2)
        .doOnNext((x) => log.push(`next ${x}`));
      expect(await flux.collectList()).toEqual([1, 2]);
      expect(log).toEqual(['subscribe', 'next 1', 'next 2', 'source finally', 'finally cancel']);
    });

    test('errors before the nth element pass through', async () => {
      const boom = new Error('upstream');
      await expect(source(path, [1], [], boom).take(3).collectList()).rejects.toBe(boom);
    });

    test('take(0) completes without elements and releases the source', async () => {
      const log: string[] = [];
      expect(await source(path, [1, 2], log).take(0).collectList()).toEqual([]);
      expect(log).not.toContain('next 1');
    });

    test('a downstream break before n releases the source', async () => {
      const log: string[] = [];
      expect(await iterate(source(path, [1, 2, 3], log).take(3), 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });
  });

  test('rejects a negative count when called, with the Reactor message', () => {
    expect(() => Flux.just(1).take(-1)).toThrow(new IllegalArgumentException('n >= 0 required but it was -1'));
  });

  test('doFinally below take sees completion, above it sees cancel', async () => {
    const signals: string[] = [];
    await Flux.range(1, 10)
      .doFinally((s) => signals.push(`above ${s.toString()}`))
      .take(3)
      .doFinally((s: SignalType) => signals.push(`below ${s.toString()}`))
      .blockLast();
    expect(signals).toEqual(['above cancel', 'below onComplete']);
  });
});
