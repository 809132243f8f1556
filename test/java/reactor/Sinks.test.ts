// Sinks: Reactor's SinksTest, SinkManyEmitterProcessorTest, SinkManyUnicastTest,
// SinkManyReplayProcessorTest and SinkOneMulticastTest cases, translated (titles = Reactor's test
// method names; the dynamic tests of SinksTest keep their display names), and the behaviour of a
// hot sink feeding pulled subscribers.
import {
  Duration,
  Flux,
  IllegalArgumentException,
  IllegalStateException,
  NullPointerException,
  SignalType,
  Sinks,
} from '../../../src/index.js';
import { failOnUnhandledRejections, settle } from './helpers.js';

const FAIL_FAST = Sinks.EmitFailureHandler.FAIL_FAST;

/** Reactor's AssertSubscriber with an unbounded request, over `Flux.subscribe`. */
class AssertSubscriber<T> {
  readonly values: T[] = [];
  completed = false;
  error: unknown;
  private disposable: { dispose(): void } | undefined;

  static create<T>(): AssertSubscriber<T> {
    return new AssertSubscriber<T>();
  }

  subscribeTo(flux: Flux<T>): this {
    this.disposable = flux.subscribe(
      (value) => this.values.push(value),
      (error) => {
        this.error = error;
      },
      () => {
        this.completed = true;
      },
    );
    return this;
  }

  cancel(): void {
    this.disposable?.dispose();
  }

  /** The values once the signals emitted so far have been pulled. */
  async seen(): Promise<{ values: T[]; completed: boolean; error: string | undefined }> {
    await settle();
    return {
      values: [...this.values],
      completed: this.completed,
      error: this.error instanceof Error ? this.error.message : undefined,
    };
  }
}

function ok(values: number[], completed = false): { values: number[]; completed: boolean; error: undefined } {
  return { values, completed, error: undefined };
}

function failed(values: number[], message: string): { values: number[]; completed: boolean; error: string } {
  return { values, completed: false, error: message };
}

const range = (from: number, toExclusive: number): number[] =>
  Array.from({ length: toExclusive - from }, (_, i) => from + i);

describe('Sinks', () => {
  failOnUnhandledRejections();

  describe('EmitResult and EmissionException', () => {
    test('EmitResult has Reactor constants, order and success predicates', () => {
      expect(Sinks.EmitResult.values().map((r) => r.name())).toEqual([
        'OK',
        'FAIL_TERMINATED',
        'FAIL_OVERFLOW',
        'FAIL_CANCELLED',
        'FAIL_NON_SERIALIZED',
        'FAIL_ZERO_SUBSCRIBER',
      ]);
      expect(Sinks.EmitResult.valueOf('FAIL_OVERFLOW')).toBe(Sinks.EmitResult.FAIL_OVERFLOW);
      expect(() => Sinks.EmitResult.valueOf('NOPE')).toThrow(
        new IllegalArgumentException('No enum constant reactor.core.publisher.Sinks.EmitResult.NOPE'),
      );
      expect(Sinks.EmitResult.OK.isSuccess()).toBe(true);
      expect(Sinks.EmitResult.OK.isFailure()).toBe(false);
      expect(Sinks.EmitResult.FAIL_TERMINATED.isSuccess()).toBe(false);
      expect(Sinks.EmitResult.FAIL_TERMINATED.isFailure()).toBe(true);
      expect(String(Sinks.EmitResult.FAIL_CANCELLED)).toBe('FAIL_CANCELLED');
    });

    test('orThrow throws an EmissionException carrying the result, with Reactor message', () => {
      expect(() => Sinks.EmitResult.OK.orThrow()).not.toThrow();
      let thrown: unknown;
      try {
        Sinks.EmitResult.FAIL_TERMINATED.orThrow();
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(Sinks.EmissionException);
      expect(thrown).toBeInstanceOf(IllegalStateException);
      const emission = thrown as Sinks.EmissionException;
      expect(emission.message).toBe('Sink emission failed with FAIL_TERMINATED');
      expect(emission.getReason()).toBe(Sinks.EmitResult.FAIL_TERMINATED);

      const cause = new Error('cause');
      try {
        Sinks.EmitResult.FAIL_ZERO_SUBSCRIBER.orThrowWithCause(cause);
      } catch (e) {
        thrown = e;
      }
      expect((thrown as Error).message).toBe('Sink emission failed with FAIL_ZERO_SUBSCRIBER');
      expect((thrown as Error).cause).toBe(cause);
      expect(new Sinks.EmissionException(Sinks.EmitResult.FAIL_OVERFLOW, 'custom').message).toBe('custom');
    });

    test('a failure handler is asked with the signal type and the result; FAIL_FAST never retries', () => {
      const sink = Sinks.many().multicast().directBestEffort<number>();
      const asked: string[] = [];
      let attempts = 0;
      sink.emitNext(1, (signalType: SignalType, result: Sinks.EmitResult) => {
        asked.push(`${signalType.name()} ${result.name()}`);
        return ++attempts < 3;
      });
      expect(asked).toEqual(['ON_NEXT FAIL_ZERO_SUBSCRIBER', 'ON_NEXT FAIL_ZERO_SUBSCRIBER', 'ON_NEXT FAIL_ZERO_SUBSCRIBER']);
      const handler = { onEmitFailure: jest.fn(() => false) };
      sink.tryEmitComplete();
      sink.emitComplete(handler);
      expect(handler.onEmitFailure).toHaveBeenCalledWith(SignalType.ON_COMPLETE, Sinks.EmitResult.FAIL_TERMINATED);
      expect(FAIL_FAST(SignalType.ON_NEXT, Sinks.EmitResult.FAIL_NON_SERIALIZED)).toBe(false);
      expect(Sinks.EmitFailureHandler.busyLooping(Duration.ofMillis(100))(SignalType.ON_NEXT, Sinks.EmitResult.FAIL_TERMINATED)).toBe(false);
    });

    test('emitError on a terminated sink drops the error through onErrorDropped (logged)', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
        sink.emitComplete(FAIL_FAST);
        const boom = new Error('boom');
        sink.emitError(boom, FAIL_FAST);
        expect(error).toHaveBeenCalledWith('Operator called default onErrorDropped', boom);
      } finally {
        error.mockRestore();
      }
    });
  });

  describe('Multicast (onBackpressureBuffer(10))', () => {
    const supplier = (): Sinks.Many<number> => Sinks.many().multicast().onBackpressureBuffer<number>(10);

    test('fluxViewReturnsSameInstance', () => {
      const sink = supplier();
      expect(sink.asFlux()).toBe(sink.asFlux());
    });

    test('acceptsMoreThanOneSubscriber', () => {
      const flux = supplier().asFlux();
      expect(() => {
        flux.subscribe();
        flux.subscribe();
      }).not.toThrow();
    });

    test('doesNotReplayToLateSubscribers', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      const s1 = AssertSubscriber.create<number>().subscribeTo(flux);
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      expect(await s1.seen()).toEqual(ok([1, 2, 3]));

      const s2 = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await s2.seen()).toEqual(ok([]));

      sink.emitComplete(FAIL_FAST);
      expect(await s1.seen()).toEqual(ok([1, 2, 3], true));
      expect(await s2.seen()).toEqual(ok([], true));
    });

    test('immediatelyCompleteLateSubscriber', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      flux.subscribe();
      sink.emitNext(1, FAIL_FAST);
      sink.emitComplete(FAIL_FAST);
      const late = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await late.seen()).toEqual(ok([], true));
    });

    test('immediatelyErrorLateSubscriber', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      flux.onErrorReturn(-1).subscribe();
      sink.emitNext(1, FAIL_FAST);
      sink.emitError(new IllegalStateException('boom'), FAIL_FAST);
      const late = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await late.seen()).toEqual(failed([], 'boom'));
    });

    test('doesBufferBeforeFirstSubscriber', async () => {
      const sink = supplier();
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(ok([1, 2, 3]));
      sink.emitComplete(FAIL_FAST);
      expect(await first.seen()).toEqual(ok([1, 2, 3], true));
    });

    test('replayAndCompleteFirstSubscriber', async () => {
      const sink = supplier();
      sink.emitNext(1, FAIL_FAST);
      sink.emitComplete(FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(ok([1], true));
    });

    test('noReplayBeforeFirstSubscriberIfEarlyError', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      sink.emitError(new IllegalStateException('boom'), FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await first.seen()).toEqual(failed([], 'boom'));
    });

    test('the warm-up buffer goes to the first subscriber only; a second one sees what is emitted after it subscribed', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<string>();
      sink.tryEmitNext('early');
      const first = sink.asFlux().collectList();
      const second = sink.asFlux().collectList();
      sink.tryEmitNext('live');
      sink.tryEmitComplete();
      expect(await first).toEqual(['early', 'live']);
      expect(await second).toEqual(['live']);
    });
  });

  describe('SinkManyEmitterProcessor (multicast().onBackpressureBuffer)', () => {
    test('currentSubscriberCount', () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
      expect(sink.currentSubscriberCount()).toBe(0);
      sink.asFlux().subscribe();
      expect(sink.currentSubscriberCount()).toBe(1);
      sink.asFlux().subscribe();
      expect(sink.currentSubscriberCount()).toBe(2);
    });

    test('normal', async () => {
      const tp = Sinks.many().multicast().onBackpressureBuffer<number>();
      const s = AssertSubscriber.create<number>().subscribeTo(tp.asFlux());
      expect(tp.currentSubscriberCount()).toBeGreaterThan(0);
      tp.tryEmitNext(1);
      tp.tryEmitNext(2);
      expect(await s.seen()).toEqual(ok([1, 2]));
      tp.tryEmitNext(3);
      tp.tryEmitComplete();
      expect(await s.seen()).toEqual(ok([1, 2, 3], true));
      expect(tp.currentSubscriberCount()).toBe(0);
    });

    test('failZeroBufferSize', () => {
      expect(() => Sinks.many().multicast().onBackpressureBuffer(0)).toThrow(
        new IllegalArgumentException('bufferSize must be strictly positive, was: 0'),
      );
    });

    test('failNegativeBufferSize', () => {
      expect(() => Sinks.many().multicast().onBackpressureBuffer(-1)).toThrow(
        new IllegalArgumentException('bufferSize must be strictly positive, was: -1'),
      );
    });

    test('failNullTryEmitNext', () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number | null>();
      expect(() => sink.tryEmitNext(null)).toThrow(new NullPointerException('t is null in sink.next(t)'));
    });

    test('failNullTryEmitError', () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
      expect(() => sink.tryEmitError(undefined)).toThrow(new NullPointerException('t is null in sink.error(t)'));
    });

    test('failDoubleError', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const ep = Sinks.many().multicast().onBackpressureBuffer<number>();
        const s = AssertSubscriber.create<number>().subscribeTo(ep.asFlux());
        ep.emitError(new Error('test'), FAIL_FAST);
        const test2 = new Error('test2');
        ep.emitError(test2, FAIL_FAST);
        expect(await s.seen()).toEqual(failed([], 'test'));
        expect(error).toHaveBeenCalledWith('Operator called default onErrorDropped', test2);
      } finally {
        error.mockRestore();
      }
    });

    test('failCompleteThenError', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const ep = Sinks.many().multicast().onBackpressureBuffer<number>();
        const s = AssertSubscriber.create<number>().subscribeTo(ep.asFlux());
        ep.emitComplete(FAIL_FAST);
        ep.emitComplete(FAIL_FAST); // no-op
        ep.emitError(new Error('test'), FAIL_FAST);
        expect(await s.seen()).toEqual(ok([], true));
        expect(error).toHaveBeenCalledTimes(1);
      } finally {
        error.mockRestore();
      }
    });

    test('tryEmitNextWithNoSubscriberFailsOnlyIfNoCapacity', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>(1);
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitNext(2)).toBe(Sinks.EmitResult.FAIL_ZERO_SUBSCRIBER);
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await s.seen()).toEqual(ok([1]));
      sink.tryEmitComplete().orThrow();
      expect(await s.seen()).toEqual(ok([1], true));
    });

    test('tryEmitNextWithNoSubscriberFailsIfNoCapacityAndAllSubscribersCancelledAndNoAutoTermination', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>(1, false);
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitNext(2)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitNext(3)).toBe(Sinks.EmitResult.OK);
      s.cancel();
      expect(sink.tryEmitNext(4)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitNext(5)).toBe(Sinks.EmitResult.FAIL_ZERO_SUBSCRIBER);
    });

    test('emitNextWithNoSubscriberNoCapacityKeepsSinkOpenWithBuffer', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>(1, false);
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.OK);
      sink.emitNext(2, FAIL_FAST); // dropped, the sink stays open
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await s.seen()).toEqual(ok([1]));
      s.cancel();
    });

    test('with autoCancel, the last subscriber cancelling ends the sink: late subscribers complete at once', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.OK);
      expect(await s.seen()).toEqual(ok([1]));
      s.cancel();
      await settle();
      expect(sink.currentSubscriberCount()).toBe(0);
      // Reactor accepts (and drops) elements once its queue exists.
      expect(sink.tryEmitNext(2)).toBe(Sinks.EmitResult.OK);
      expect(await sink.asFlux().collectList()).toEqual([]);
    });

    test('with autoCancel and nothing emitted yet, emissions after the last cancel fail with FAIL_CANCELLED', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      s.cancel();
      await settle();
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.FAIL_CANCELLED);
    });

    test('a cancelled subscriber leaves the others running, and a break out of for await is a cancel', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>();
      const kept = sink.asFlux().collectList();
      const first: number[] = [];
      const leaving = (async () => {
        for await (const value of sink.asFlux()) {
          first.push(value);
          if (value === 2) break;
        }
      })();
      expect(sink.currentSubscriberCount()).toBe(2);
      for (const v of [1, 2, 3]) sink.tryEmitNext(v);
      await leaving;
      expect(sink.currentSubscriberCount()).toBe(1);
      sink.tryEmitNext(4);
      sink.tryEmitComplete();
      expect(first).toEqual([1, 2]);
      expect(await kept).toEqual([1, 2, 3, 4]);
    });

    test('a slow subscriber receives everything in order: each subscriber queues what it has not pulled yet', async () => {
      const sink = Sinks.many().multicast().onBackpressureBuffer<number>(2);
      const slow = sink.asFlux().concatMap(async (v) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return v;
      }).collectList();
      for (const v of range(0, 20)) {
        expect(sink.tryEmitNext(v)).toBe(Sinks.EmitResult.OK);
      }
      sink.tryEmitComplete();
      expect(await slow).toEqual(range(0, 20));
    });
  });

  describe('MulticastReplayAll (replay().all())', () => {
    const supplier = (): Sinks.Many<number> => Sinks.many().replay().all<number>();

    test('doesReplayAllToLateSubscribers', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      const s1 = AssertSubscriber.create<number>().subscribeTo(flux);
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      expect(await s1.seen()).toEqual(ok([1, 2, 3]));
      const s2 = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await s2.seen()).toEqual(ok([1, 2, 3]));
      sink.emitComplete(FAIL_FAST);
      expect(await s1.seen()).toEqual(ok([1, 2, 3], true));
      expect(await s2.seen()).toEqual(ok([1, 2, 3], true));
    });

    test('replayAndErrorFirstSubscriber', async () => {
      const sink = supplier();
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      sink.emitError(new IllegalStateException('boom'), FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(failed([1, 2, 3], 'boom'));
    });

    test('acceptsMoreThanOneSubscriber', () => {
      const flux = supplier().asFlux();
      expect(() => {
        flux.subscribe();
        flux.subscribe();
      }).not.toThrow();
    });
  });

  describe.each([5, 100])('MulticastReplayN (replay().limit(%i))', (historySize) => {
    const supplier = (): Sinks.Many<number> => Sinks.many().replay().limit<number>(historySize);
    const expected = range(10, historySize + 10);

    test(`doesReplay${historySize}ToLateSubscribers`, async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      const s1 = AssertSubscriber.create<number>().subscribeTo(flux);
      for (const i of range(0, historySize + 10)) sink.emitNext(i, FAIL_FAST);
      expect((await s1.seen()).values).toHaveLength(historySize + 10);
      const s2 = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await s2.seen()).toEqual(ok(expected));
      sink.emitComplete(FAIL_FAST);
      expect(await s2.seen()).toEqual(ok(expected, true));
    });

    test(`replay${historySize}AndCompleteLateSubscriber`, async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      flux.subscribe();
      for (const i of range(0, historySize + 10)) sink.emitNext(i, FAIL_FAST);
      sink.emitComplete(FAIL_FAST);
      const late = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await late.seen()).toEqual(ok(expected, true));
    });

    test(`replay${historySize}AndErrorLateSubscriber`, async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      flux.onErrorReturn(-1).subscribe();
      for (const i of range(0, historySize + 10)) sink.emitNext(i, FAIL_FAST);
      sink.emitError(new IllegalStateException('boom'), FAIL_FAST);
      const late = AssertSubscriber.create<number>().subscribeTo(flux);
      expect(await late.seen()).toEqual(failed(expected, 'boom'));
    });

    test(`doesBuffer${historySize}BeforeFirstSubscriber`, async () => {
      const sink = supplier();
      for (const i of range(0, historySize + 10)) sink.emitNext(i, FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(ok(expected));
      first.cancel();
    });
  });

  describe('SinkManyReplayProcessor (replay())', () => {
    test('currentSubscriberCount', () => {
      const sink = Sinks.many().replay().all<number>();
      expect(sink.currentSubscriberCount()).toBe(0);
      sink.asFlux().subscribe();
      expect(sink.currentSubscriberCount()).toBe(1);
      sink.asFlux().subscribe();
      expect(sink.currentSubscriberCount()).toBe(2);
    });

    test('cancel', async () => {
      const rp = Sinks.many().replay().limit<number>(16);
      const ts = AssertSubscriber.create<number>().subscribeTo(rp.asFlux());
      ts.cancel();
      await settle();
      expect(rp.currentSubscriberCount()).toBe(0);
    });

    test('boundedAfter', async () => {
      const rp = Sinks.many().replay().limit<number>(16);
      rp.tryEmitNext(1);
      rp.tryEmitNext(2);
      rp.tryEmitNext(3);
      rp.tryEmitComplete();
      const ts = AssertSubscriber.create<number>().subscribeTo(rp.asFlux());
      expect(rp.currentSubscriberCount()).toBe(0);
      expect(await ts.seen()).toEqual(ok([1, 2, 3], true));
    });

    test('unboundedLong', async () => {
      const rp = Sinks.many().replay().all<number>();
      for (const i of range(0, 256)) rp.tryEmitNext(i);
      rp.tryEmitComplete();
      expect(await rp.asFlux().count()).toBe(256);
    });

    test('boundedLong', async () => {
      const rp = Sinks.many().replay().limit<number>(16);
      for (const i of range(0, 256)) rp.tryEmitNext(i);
      rp.tryEmitComplete();
      expect(await rp.asFlux().collectList()).toEqual(range(240, 256));
    });

    test('boundedLongError', async () => {
      const rp = Sinks.many().replay().limit<number>(16);
      for (const i of range(0, 256)) rp.tryEmitNext(i);
      rp.tryEmitError(new Error('test'));
      const seen: number[] = [];
      await expect(rp.asFlux().doOnNext((v) => seen.push(v)).collectList()).rejects.toThrow('test');
      expect(seen).toHaveLength(16);
    });
  });

  describe('replay()', () => {
    test('limitZeroIsRejected', () => {
      expect(() => Sinks.many().replay().limit(0)).toThrow(new IllegalArgumentException('historySize must be > 0'));
    });

    test('latest replays the last element; latestOrDefault the default until there is one', async () => {
      const latest = Sinks.many().replay().latest<string>();
      latest.tryEmitNext('a');
      latest.tryEmitNext('b');
      latest.tryEmitComplete();
      expect(await latest.asFlux().collectList()).toEqual(['b']);

      const withDefault = Sinks.many().replay().latestOrDefault('none');
      withDefault.tryEmitComplete();
      expect(await withDefault.asFlux().collectList()).toEqual(['none']);
    });

    test('a replay sink keeps accepting elements when it has no subscriber', () => {
      const sink = Sinks.many().replay().all<number>();
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitComplete()).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitNext(2)).toBe(Sinks.EmitResult.FAIL_TERMINATED);
    });
  });

  describe('Unicast (unicast().onBackpressureBuffer())', () => {
    const supplier = (): Sinks.Many<number> => Sinks.many().unicast().onBackpressureBuffer<number>();

    test('fluxViewReturnsSameInstance', () => {
      const sink = supplier();
      expect(sink.asFlux()).toBe(sink.asFlux());
    });

    test('acceptsOnlyOneSubscriber', async () => {
      const sink = supplier();
      const flux = sink.asFlux();
      sink.emitComplete(FAIL_FAST);
      expect(() => flux.subscribe()).not.toThrow();
      await expect(flux.collectList()).rejects.toThrow(
        new IllegalStateException('Sinks.many().unicast() sinks only allow a single Subscriber'),
      );
    });

    test('doesBufferBeforeFirstSubscriber', async () => {
      const sink = supplier();
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitNext(3, FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(ok([1, 2, 3]));
      sink.emitComplete(FAIL_FAST);
      expect(await first.seen()).toEqual(ok([1, 2, 3], true));
    });

    test('replayAndErrorFirstSubscriber', async () => {
      const sink = supplier();
      sink.emitNext(1, FAIL_FAST);
      sink.emitNext(2, FAIL_FAST);
      sink.emitError(new IllegalStateException('boom'), FAIL_FAST);
      const first = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      expect(await first.seen()).toEqual(failed([1, 2], 'boom'));
    });

    test('currentSubscriberCount', () => {
      const sink = supplier();
      expect(sink.currentSubscriberCount()).toBe(0);
      sink.asFlux().subscribe();
      expect(sink.currentSubscriberCount()).toBe(1);
    });

    test('secondSubscriberRejectedProperly', async () => {
      const up = supplier();
      up.asFlux().subscribe();
      const ts = AssertSubscriber.create<number>().subscribeTo(up.asFlux());
      const seen = await ts.seen();
      expect(seen.values).toEqual([]);
      expect(ts.error).toBeInstanceOf(IllegalStateException);
      expect(seen.completed).toBe(false);
    });

    test('subscriptionCancelUpdatesDownstreamCount', async () => {
      const processor = supplier();
      expect(processor.currentSubscriberCount()).toBe(0);
      const subscription = AssertSubscriber.create<number>().subscribeTo(processor.asFlux());
      expect(processor.currentSubscriberCount()).toBeGreaterThan(0);
      subscription.cancel();
      await settle();
      expect(processor.currentSubscriberCount()).toBe(0);
    });

    test('the subscriber cancelling cancels the sink: FAIL_CANCELLED', async () => {
      const sink = supplier();
      const s = AssertSubscriber.create<number>().subscribeTo(sink.asFlux());
      s.cancel();
      await settle();
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.FAIL_CANCELLED);
      expect(sink.tryEmitComplete()).toBe(Sinks.EmitResult.FAIL_CANCELLED);
    });
  });

  describe('multicast().directBestEffort() / directAllOrNothing()', () => {
    test.each(['directBestEffort', 'directAllOrNothing'] as const)('%s: no warm-up, FAIL_ZERO_SUBSCRIBER without subscriber', async (kind) => {
      const sink = Sinks.many().multicast()[kind]<number>();
      expect(sink.tryEmitNext(1)).toBe(Sinks.EmitResult.FAIL_ZERO_SUBSCRIBER);
      const s = sink.asFlux().collectList();
      expect(sink.tryEmitNext(2)).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitComplete()).toBe(Sinks.EmitResult.OK);
      expect(await s).toEqual([2]);
      expect(await sink.asFlux().collectList()).toEqual([]);
    });
  });

  describe('SingleOrEmpty (Sinks.one())', () => {
    let singleOrEmpty: Sinks.One<number>;

    beforeEach(() => {
      singleOrEmpty = Sinks.one<number>();
    });

    test('singleOrEmptyIsCompletableOnlyOnce_emptyVsValued', async () => {
      const mono = singleOrEmpty.asMono();
      singleOrEmpty.emitValue(null, FAIL_FAST);
      singleOrEmpty.emitValue(-1, FAIL_FAST);
      expect(singleOrEmpty.tryEmitValue(-1)).toBe(Sinks.EmitResult.FAIL_TERMINATED);
      await expect(mono).resolves.toBeUndefined();
    });

    test('singleOrEmptyIsCompletableOnlyOnce_emptyVsError', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const mono = singleOrEmpty.asMono();
        singleOrEmpty.emitEmpty(FAIL_FAST);
        singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
        await expect(mono).resolves.toBeUndefined();
        expect(error).toHaveBeenCalledWith('Operator called default onErrorDropped', new IllegalStateException('boom'));
      } finally {
        error.mockRestore();
      }
    });

    test('singleOrEmptyIsCompletableOnlyOnce_valuedVsEmpty', async () => {
      const mono = singleOrEmpty.asMono();
      singleOrEmpty.emitValue(1, FAIL_FAST);
      singleOrEmpty.emitValue(null, FAIL_FAST);
      await expect(mono).resolves.toBe(1);
    });

    test('singleOrEmptyIsCompletableOnlyOnce_valuedVsError', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const mono = singleOrEmpty.asMono();
        singleOrEmpty.emitValue(1, FAIL_FAST);
        singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
        await expect(mono).resolves.toBe(1);
        expect(error).toHaveBeenCalledWith('Operator called default onErrorDropped', new IllegalStateException('boom'));
      } finally {
        error.mockRestore();
      }
    });

    test('singleOrEmptyIsCompletableOnlyOnce_errorVsEmpty', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const mono = singleOrEmpty.asMono();
        singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
        singleOrEmpty.emitEmpty(FAIL_FAST);
        await expect(mono).rejects.toThrow('boom');
        expect(error).not.toHaveBeenCalled();
      } finally {
        error.mockRestore();
      }
    });

    test('singleOrEmptyIsCompletableOnlyOnce_errorVsValued', async () => {
      const mono = singleOrEmpty.asMono();
      singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
      singleOrEmpty.emitValue(-1, FAIL_FAST);
      await expect(mono).rejects.toThrow('boom');
    });

    test('canBeValuedEarly', async () => {
      singleOrEmpty.emitValue(1, FAIL_FAST);
      await expect(singleOrEmpty.asMono()).resolves.toBe(1);
    });

    test('canBeCompletedEarly', async () => {
      singleOrEmpty.emitEmpty(FAIL_FAST);
      await expect(singleOrEmpty.asMono()).resolves.toBeUndefined();
    });

    test('canBeErroredEarly', async () => {
      singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
      await expect(singleOrEmpty.asMono()).rejects.toThrow('boom');
    });

    test('canBeValuedLate', async () => {
      const mono = singleOrEmpty.asMono();
      let settled = false;
      void mono.then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      expect(singleOrEmpty.currentSubscriberCount()).toBe(1);
      singleOrEmpty.emitValue(1, FAIL_FAST);
      await expect(mono).resolves.toBe(1);
      expect(singleOrEmpty.currentSubscriberCount()).toBe(0);
    });

    test('canBeCompletedLate', async () => {
      const mono = singleOrEmpty.asMono();
      await new Promise((resolve) => setTimeout(resolve, 20));
      singleOrEmpty.emitEmpty(FAIL_FAST);
      await expect(mono).resolves.toBeUndefined();
    });

    test('replaysEmptyCompletionToLateSubscribersEvenWithoutRequest', async () => {
      singleOrEmpty.emitEmpty(FAIL_FAST);
      await singleOrEmpty.asMono();
      await expect(singleOrEmpty.asMono()).resolves.toBeUndefined();
      await expect(singleOrEmpty.asMono()).resolves.toBeUndefined();
    });

    test('canBeErroredLate', async () => {
      const mono = singleOrEmpty.asMono();
      singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
      await expect(mono).rejects.toThrow('boom');
    });

    test('replaysValuedCompletionToLateSubscribersWithBackpressure', async () => {
      singleOrEmpty.emitValue(1, FAIL_FAST);
      await singleOrEmpty.asMono();
      await expect(singleOrEmpty.asMono()).resolves.toBe(1);
      await expect(singleOrEmpty.asMono()).resolves.toBe(1);
    });

    test('replaysErrorCompletionToLateSubscribers', async () => {
      singleOrEmpty.emitError(new IllegalStateException('boom'), FAIL_FAST);
      await expect(singleOrEmpty.asMono()).rejects.toThrow('boom');
      await expect(singleOrEmpty.asMono()).rejects.toThrow('boom');
    });

    test('an error emitted while nobody awaits asMono() is no unhandled rejection', async () => {
      expect(singleOrEmpty.tryEmitError(new Error('later'))).toBe(Sinks.EmitResult.OK);
      await settle();
    });
  });

  describe('Sinks.empty()', () => {
    test('completes every asMono() with undefined, once', async () => {
      const sink = Sinks.empty<void>();
      const mono = sink.asMono();
      expect(sink.tryEmitEmpty()).toBe(Sinks.EmitResult.OK);
      expect(sink.tryEmitEmpty()).toBe(Sinks.EmitResult.FAIL_TERMINATED);
      expect(sink.tryEmitError(new Error('x'))).toBe(Sinks.EmitResult.FAIL_TERMINATED);
      await expect(mono).resolves.toBeUndefined();
      await expect(sink.asMono()).resolves.toBeUndefined();
    });
  });
});
