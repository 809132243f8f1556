import { SignalType } from '../../../../src/java/reactor/index.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { PATHS, failOnUnhandledRejections, iterate, source } from '../helpers.js';

describe('Flux.doFinally', () => {
  failOnUnhandledRejections();

  describe.each(PATHS)('on the %s path', (path) => {
    test('runs once with ON_COMPLETE after every element', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2], log).doFinally((s) => log.push(`finally ${s.name()}`));
      expect(await flux.collectList()).toEqual([1, 2]);
      expect(log).toEqual(['subscribe', 'source finally', 'finally ON_COMPLETE']);
    });

    test('runs once with ON_ERROR when the source or a mapper fails', async () => {
      const signals: SignalType[] = [];
      const boom = new Error('boom');
      await expect(source(path, [1], [], boom).doFinally((s) => signals.push(s)).collectList()).rejects.toBe(boom);
      await expect(
        source(path, [1])
          .map(() => {
            throw boom;
          })
          .doFinally((s) => signals.push(s))
          .collectList(),
      ).rejects.toBe(boom);
      expect(signals).toEqual([SignalType.ON_ERROR, SignalType.ON_ERROR]);
    });

    test('runs once with CANCEL after the source is released when the consumer breaks out', async () => {
      const log: string[] = [];
      const flux = source(path, [1, 2, 3], log).doFinally((s) => log.push(`finally ${s.toString()}`));
      expect(await iterate(flux, 1)).toEqual([1]);
      expect(log).toEqual(['subscribe', 'source finally', 'finally cancel']);
      expect(await flux.next()).toBe(1);
      expect(log.filter((l) => l === 'finally cancel')).toHaveLength(2);
    });
  });

  test('SignalType is an enum-like class with Reactor names', () => {
    expect(SignalType.values().map((s) => s.name())).toEqual(['ON_COMPLETE', 'ON_ERROR', 'CANCEL', 'ON_NEXT']);
    expect(SignalType.valueOf('CANCEL')).toBe(SignalType.CANCEL);
    expect(SignalType.ON_ERROR.ordinal()).toBe(1);
    expect(String(SignalType.ON_COMPLETE)).toBe('onComplete');
    expect(() => SignalType.valueOf('REQUEST')).toThrow(
      new IllegalArgumentException('No enum constant reactor.core.publisher.SignalType.REQUEST'),
    );
  });
});
