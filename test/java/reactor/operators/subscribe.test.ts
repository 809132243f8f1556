import { Flux } from '../../../../src/java/reactor/index.js';
import { PATHS, failOnUnhandledRejections, settle, source } from '../helpers.js';

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !check(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

describe('Flux.subscribe', () => {
  failOnUnhandledRejections();

  test('over a synchronous pipeline, runs to completion before returning, as Reactor does', () => {
    const log: string[] = [];
    const disposable = Flux.range(1, 3)
      .map((x) => x * 2)
      .subscribe(
        (v) => log.push(`next ${v}`),
        (e) => log.push(`error ${String(e)}`),
        () => log.push('complete'),
      );
    expect(log).toEqual(['next 2', 'next 4', 'next 6', 'complete']);
    expect(disposable.isDisposed()).toBe(true);
  });

  describe.each(PATHS)('on the %s path', (path) => {
    test('delivers elements in order, then onComplete', async () => {
      const log: string[] = [];
      source(path, [1, 2], log).subscribe(
        (v) => log.push(`next ${v}`),
        undefined,
        () => log.push('complete'),
      );
      await until(() => log.includes('complete'));
      expect(log).toEqual(['subscribe', 'next 1', 'next 2', 'source finally', 'complete']);
    });

    test('delivers errors to onError; an error thrown by onNext cancels the source and goes to onError', async () => {
      const errors: unknown[] = [];
      const boom = new Error('boom');
      source(path, [1], [], boom).subscribe(undefined, (e) => errors.push(e));
      const log: string[] = [];
      source(path, [1, 2, 3], log).subscribe(
        () => {
          throw boom;
        },
        (e) => errors.push(e),
      );
      await until(() => errors.length === 2);
      expect(errors).toEqual([boom, boom]);
      expect(log).toEqual(['subscribe', 'source finally']);
    });

    test('without onError, logs the error instead of leaving an unhandled rejection', async () => {
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        source(path, [], [], new Error('lost')).subscribe();
        await until(() => spy.mock.calls.length > 0);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });
  });

  test('dispose() cancels a running subscription once: the source is released, no more callbacks', async () => {
    const log: string[] = [];
    const disposable = Flux.create<number>((sink) => {
      sink.next(1);
      sink.onDispose(() => log.push('disposed'));
    })
      .doFinally((s) => log.push(`finally ${s.toString()}`))
      .subscribe((v) => log.push(`next ${v}`));
    await until(() => log.includes('next 1'));
    disposable.dispose();
    disposable.dispose();
    await settle();
    expect(disposable.isDisposed()).toBe(true);
    expect(log).toEqual(['next 1', 'disposed', 'finally cancel']);
  });
});
