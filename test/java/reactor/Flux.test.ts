import { IllegalArgumentException, IllegalStateException } from '../../../src/java/core/index.js';
import { Context, Flux, type FluxSink } from '../../../src/java/reactor/index.js';
import { failOnUnhandledRejections, iterate, settle } from './helpers.js';

describe('Flux static factories', () => {
  failOnUnhandledRejections();

  test('just, fromArray, fromIterable and empty emit in order and are cold', async () => {
    expect(await Flux.just(1, 2, 3).collectList()).toEqual([1, 2, 3]);
    expect(await Flux.fromArray(['a']).collectList()).toEqual(['a']);
    const set = new Set([1, 2]);
    const fromSet = Flux.fromIterable(set);
    expect(await fromSet.collectList()).toEqual([1, 2]);
    set.add(3);
    expect(await fromSet.collectList()).toEqual([1, 2, 3]);
    expect(await Flux.empty().collectList()).toEqual([]);
  });

  test('error fails every subscription with the same error', async () => {
    const boom = new Error('boom');
    const flux = Flux.error(boom);
    await expect(flux.collectList()).rejects.toBe(boom);
    await expect(iterate(flux)).rejects.toBe(boom);
  });

  test('never emits nothing and ends only when cancelled', async () => {
    const it = Flux.never()[Symbol.asyncIterator]();
    const pending = it.next();
    let settled = false;
    void pending.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    await it.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });

  test('range counts from start and checks its count', async () => {
    expect(await Flux.range(5, 3).collectList()).toEqual([5, 6, 7]);
    expect(await Flux.range(5, 0).collectList()).toEqual([]);
    expect(() => Flux.range(1, -1)).toThrow(new IllegalArgumentException('count >= required but it was -1'));
  });

  test('defer calls its supplier per subscription and accepts a Promise of a Flux', async () => {
    let calls = 0;
    const flux = Flux.defer(() => Flux.just(++calls));
    expect(await flux.collectList()).toEqual([1]);
    expect(await flux.collectList()).toEqual([2]);
    expect(await Flux.defer(async () => Flux.just('later')).collectList()).toEqual(['later']);
    const boom = new Error('boom');
    await expect(
      Flux.defer(() => {
        throw boom;
      }).collectList(),
    ).rejects.toBe(boom);
  });

  test('deferContextual receives the subscriber context (empty without contextWrite)', async () => {
    expect(await Flux.deferContextual((ctx) => Flux.just(ctx.isEmpty())).collectList()).toEqual([true]);
    const flux = Flux.deferContextual(async (ctx) => Flux.just(ctx.get<number>('n') * 2)).contextWrite(Context.of('n', 21));
    expect(await flux.collectList()).toEqual([42]);
  });

  describe('generate', () => {
    test('stateless: one element per call until complete', async () => {
      let n = 0;
      const flux = Flux.generate<number>((sink) => {
        n++;
        if (n > 3) sink.complete();
        else sink.next(n);
      });
      expect(await flux.collectList()).toEqual([1, 2, 3]);
    });

    test('with state: the state flows between calls and the state consumer gets the last one', async () => {
      const consumed: number[] = [];
      const flux = Flux.generate<string, number>(
        () => 0,
        (state, sink) => {
          sink.next(`v${state}`);
          if (state === 2) sink.complete();
          return state + 1;
        },
        (state) => consumed.push(state),
      );
      expect(await flux.collectList()).toEqual(['v0', 'v1', 'v2']);
      expect(await iterate(flux, 1)).toEqual(['v0']);
      expect(consumed).toEqual([3, 1]);
    });

    test('errors: sink.error, two next calls, and no call at all', async () => {
      const boom = new Error('boom');
      await expect(
        Flux.generate<number>((sink) => {
          sink.next(1);
          sink.error(boom);
        }).collectList(),
      ).rejects.toBe(boom);
      await expect(
        Flux.generate<number>((sink) => {
          sink.next(1);
          sink.next(2);
        }).collectList(),
      ).rejects.toThrow(new IllegalStateException('More than one call to onNext'));
      await expect(Flux.generate<number>(() => undefined).collectList()).rejects.toThrow(
        "The generator didn't call any of the SynchronousSink method",
      );
    });
  });

  describe('create', () => {
    test('buffers what is pushed before it is pulled, then completes', async () => {
      const flux = Flux.create<number>((sink) => {
        sink.next(1).next(2);
        setTimeout(() => {
          sink.next(3);
          sink.complete();
        }, 1);
      });
      expect(await flux.collectList()).toEqual([1, 2, 3]);
    });

    test('delivers buffered elements before an error; a throwing emitter fails the Flux', async () => {
      const boom = new Error('boom');
      const values: number[] = [];
      await expect(
        Flux.create<number>((sink) => {
          sink.next(1);
          sink.error(boom);
          sink.next(2);
        })
          .doOnNext((v) => values.push(v))
          .collectList(),
      ).rejects.toBe(boom);
      expect(values).toEqual([1]);
      await expect(
        Flux.create(() => {
          throw boom;
        }).collectList(),
      ).rejects.toBe(boom);
    });

    test('removes its listeners on completion, error and cancel (onDispose), onCancel only on cancel', async () => {
      const { EventEmitter } = await import('node:events');
      const emitter = new EventEmitter();
      const log: string[] = [];
      const flux = Flux.create<string>((sink: FluxSink<string>) => {
        const onData = (d: string) => sink.next(d);
        const onEnd = () => sink.complete();
        emitter.on('data', onData).on('end', onEnd);
        sink.onCancel(() => log.push('cancel')).onDispose(() => {
          log.push('dispose');
          emitter.off('data', onData).off('end', onEnd);
        });
      });
      const all = flux.collectList();
      await settle();
      emitter.emit('data', 'a');
      emitter.emit('end');
      expect(await all).toEqual(['a']);
      expect(emitter.listenerCount('data')).toBe(0);

      const first = flux.next();
      await settle();
      emitter.emit('data', 'b');
      expect(await first).toBe('b');
      expect(emitter.listenerCount('data')).toBe(0);
      expect(emitter.listenerCount('end')).toBe(0);
      expect(log).toEqual(['dispose', 'cancel', 'dispose']);
    });

    test('exposes isCancelled and the subscriber context', async () => {
      let sinkRef: FluxSink<number> | undefined;
      const flux = Flux.create<number>((sink) => {
        sinkRef = sink;
        sink.next(sink.contextView().get<number>('k'));
      }).contextWrite(Context.of('k', 7));
      expect(await flux.next()).toBe(7);
      expect(sinkRef?.isCancelled()).toBe(true);
    });
  });

  test('concat subscribes in sequence; merge interleaves and completes after all', async () => {
    const log: string[] = [];
    const a = Flux.defer(() => {
      log.push('a');
      return [1];
    });
    const b = Flux.defer(() => {
      log.push('b');
      return [2];
    });
    expect(await Flux.concat(a, b).collectList()).toEqual([1, 2]);
    expect(log).toEqual(['a', 'b']);
    const slow = Flux.from(
      (async function* () {
        await new Promise((resolve) => setTimeout(resolve, 10));
        yield 'slow';
      })(),
    );
    expect(await Flux.merge<string>(slow, Flux.just('fast')).collectList()).toEqual(['fast', 'slow']);
    const boom = new Error('boom');
    await expect(Flux.merge<number>(Flux.never(), Flux.error(boom)).collectList()).rejects.toBe(boom);
  });

  test('transform applies a function to the whole Flux', async () => {
    expect(await Flux.just(1, 2).transform((f) => f.map((x) => x + 1)).collectList()).toEqual([2, 3]);
  });
});

describe('Flux.create sink state', () => {
  test('isCancelled is true after a cancel only, not after the Flux completed or failed', async () => {
    const sinks: Array<FluxSink<number>> = [];
    const flux = Flux.create<number>((sink) => {
      sinks.push(sink);
      sink.next(1);
    });
    const ended = Flux.create<number>((sink) => {
      sinks.push(sink);
      sink.error(new Error('x'));
    });
    expect(await flux.next()).toBe(1);
    await expect(ended.collectList()).rejects.toThrow('x');
    expect(sinks.map((s) => s.isCancelled())).toEqual([true, false]);
  });
});

describe('cancel before the first pull', () => {
  test('never subscribes to a deferred or context-written source', async () => {
    const supplier = jest.fn(() => Flux.just(1));
    for (const flux of [Flux.defer(supplier), Flux.defer(supplier).contextWrite(Context.of('k', 1))]) {
      const it = flux[Symbol.asyncIterator]();
      await it.return?.();
      expect(await it.next()).toEqual({ done: true, value: undefined });
    }
    expect(supplier).not.toHaveBeenCalled();
  });
});
