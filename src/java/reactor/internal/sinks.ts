/* spring-ai-ts, Apache-2.0. The state machines behind Sinks.many() (internal). */
import { IllegalStateException } from '../../core/IllegalStateException.js';
import { done } from './fusion.js';

/** Reactor's `Sinks.EmitResult` names, as the internal sinks report them. @internal */
export type EmitOutcome =
  | 'OK'
  | 'FAIL_TERMINATED'
  | 'FAIL_OVERFLOW'
  | 'FAIL_CANCELLED'
  | 'FAIL_NON_SERIALIZED'
  | 'FAIL_ZERO_SUBSCRIBER';

type Terminal = { readonly failed: false } | { readonly failed: true; readonly error: unknown };

/**
 * One subscriber of a many-sink: the elements emitted to it and not yet pulled, then the terminal
 * signal. It behaves as a Reactor subscriber that requested an unbounded amount: every emission is
 * delivered (queued) at once, whatever the consumer's pace. @internal
 */
class Inner<T> {
  private queue: T[] = [];
  private head = 0;
  private terminal: Terminal | undefined;
  private finished = false;
  private wake: (() => void) | undefined;

  constructor(private readonly onCancel: (inner: Inner<T>) => void) {}

  push(value: T): void {
    this.queue.push(value);
    this.signal();
  }

  terminate(terminal: Terminal): void {
    this.terminal ??= terminal;
    this.signal();
  }

  iterator(): AsyncIterator<T> {
    return {
      next: async (): Promise<IteratorResult<T>> => {
        for (;;) {
          if (this.finished) {
            return done();
          }
          if (this.head < this.queue.length) {
            const value = this.queue[this.head] as T;
            this.head++;
            if (this.head === this.queue.length) {
              this.queue = [];
              this.head = 0;
            }
            return { done: false, value };
          }
          const terminal = this.terminal;
          if (terminal !== undefined) {
            this.finished = true;
            if (terminal.failed) {
              throw terminal.error;
            }
            return done();
          }
          await new Promise<void>((resolve) => {
            this.wake = resolve;
          });
        }
      },
      return: async (): Promise<IteratorResult<T>> => {
        if (!this.finished) {
          this.finished = true;
          this.queue = [];
          this.head = 0;
          this.signal();
          if (this.terminal === undefined) {
            this.onCancel(this);
          }
        }
        return done();
      },
    };
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}

/** An iterator that fails at its first pull (a refused subscriber). */
function failing<T>(error: unknown): AsyncIterator<T> {
  let delivered = false;
  return {
    next: async (): Promise<IteratorResult<T>> => {
      if (delivered) {
        return done();
      }
      delivered = true;
      throw error;
    },
    return: async (): Promise<IteratorResult<T>> => {
      delivered = true;
      return done();
    },
  };
}

/** What the public `Sinks.Many` adapter needs from a many-sink. @internal */
export interface ManySinkCore<T> {
  tryEmitNext(value: T): EmitOutcome;
  tryEmitComplete(): EmitOutcome;
  tryEmitError(error: unknown): EmitOutcome;
  currentSubscriberCount(): number;
  /** A new subscriber (called when the Flux is subscribed: its async iterator is created). */
  subscribe(): AsyncIterator<T>;
}

/** State shared by the many-sinks: the current subscribers and the terminal signal. */
abstract class BaseMany<T> implements ManySinkCore<T> {
  protected readonly subscribers = new Set<Inner<T>>();
  protected terminal: Terminal | undefined;

  abstract tryEmitNext(value: T): EmitOutcome;
  abstract subscribe(): AsyncIterator<T>;

  tryEmitComplete(): EmitOutcome {
    return this.terminate({ failed: false });
  }

  tryEmitError(error: unknown): EmitOutcome {
    return this.terminate({ failed: true, error });
  }

  currentSubscriberCount(): number {
    return this.subscribers.size;
  }

  protected terminate(terminal: Terminal): EmitOutcome {
    if (this.terminal !== undefined) {
      return 'FAIL_TERMINATED';
    }
    this.terminal = terminal;
    this.onTerminate(terminal);
    // A terminated subscriber is no longer counted, as Reactor removes it once signalled.
    for (const inner of this.subscribers) {
      inner.terminate(terminal);
    }
    this.subscribers.clear();
    return 'OK';
  }

  /** Hook for the warm-up buffers before the terminal signal reaches the subscribers. */
  protected onTerminate(_terminal: Terminal): void {}

  protected deliver(value: T): void {
    for (const inner of this.subscribers) {
      inner.push(value);
    }
  }

  protected newInner(): Inner<T> {
    const inner = new Inner<T>((cancelled) => this.cancelled(cancelled));
    return inner;
  }

  /** A subscriber cancelled before the terminal signal. */
  protected cancelled(inner: Inner<T>): void {
    this.subscribers.delete(inner);
  }
}

/**
 * `Sinks.many().multicast().onBackpressureBuffer(bufferSize, autoCancel)` (Reactor's
 * `SinkManyEmitterProcessor`): up to `bufferSize` elements wait for the first subscriber (warm-up);
 * later subscribers see what is emitted after they subscribed; with `autoCancel`, the last
 * subscriber's cancellation ends the sink. @internal
 */
export class MulticastBuffer<T> extends BaseMany<T> {
  private warm: T[] = [];
  /** Reactor's upstream was set (the queue created) by a first emission. */
  private started = false;
  /** All subscribers cancelled with autoCancel: Reactor's TERMINATED subscriber array. */
  private autoCancelled = false;

  constructor(
    private readonly bufferSize: number,
    private readonly autoCancel: boolean,
  ) {
    super();
  }

  tryEmitNext(value: T): EmitOutcome {
    if (this.terminal !== undefined) {
      return 'FAIL_TERMINATED';
    }
    if (this.autoCancelled) {
      // Reactor: without a queue yet the cancelled upstream is seen; with one, the element is
      // accepted and dropped by the drain loop.
      return this.started ? 'OK' : 'FAIL_CANCELLED';
    }
    this.started = true;
    if (this.subscribers.size === 0) {
      if (this.warm.length >= this.bufferSize) {
        return 'FAIL_ZERO_SUBSCRIBER';
      }
      this.warm.push(value);
      return 'OK';
    }
    this.deliver(value);
    return 'OK';
  }

  protected override onTerminate(terminal: Terminal): void {
    if (terminal.failed) {
      // An error clears what waited for the first subscriber (Reactor's checkTerminated).
      this.warm = [];
    }
  }

  subscribe(): AsyncIterator<T> {
    const inner = this.newInner();
    const terminal = this.terminal;
    if (this.autoCancelled || (terminal !== undefined && this.warm.length === 0)) {
      inner.terminate(terminal ?? { failed: false });
      return inner.iterator();
    }
    for (const value of this.warm.splice(0)) {
      inner.push(value);
    }
    if (terminal !== undefined) {
      inner.terminate(terminal);
    } else {
      this.subscribers.add(inner);
    }
    return inner.iterator();
  }

  protected override cancelled(inner: Inner<T>): void {
    const had = this.subscribers.delete(inner);
    if (had && this.autoCancel && this.subscribers.size === 0 && this.terminal === undefined) {
      this.autoCancelled = true;
      this.warm = [];
    }
  }
}

/**
 * `Sinks.many().multicast().directAllOrNothing()` / `directBestEffort()` (Reactor's
 * `SinkManyBestEffort`): no warm-up, an element emitted with no subscriber fails with
 * `FAIL_ZERO_SUBSCRIBER`; late subscribers of a terminated sink get the terminal signal. @internal
 */
export class MulticastDirect<T> extends BaseMany<T> {
  tryEmitNext(value: T): EmitOutcome {
    if (this.terminal !== undefined) {
      return 'FAIL_TERMINATED';
    }
    if (this.subscribers.size === 0) {
      return 'FAIL_ZERO_SUBSCRIBER';
    }
    this.deliver(value);
    return 'OK';
  }

  subscribe(): AsyncIterator<T> {
    const inner = this.newInner();
    if (this.terminal !== undefined) {
      inner.terminate(this.terminal);
    } else {
      this.subscribers.add(inner);
    }
    return inner.iterator();
  }
}

/**
 * `Sinks.many().unicast().onBackpressureBuffer()` (Reactor's `SinkManyUnicast` over an unbounded
 * queue): everything waits for the single subscriber; a second one fails with Reactor's
 * `IllegalStateException`; the subscriber's cancellation cancels the sink. @internal
 */
export class Unicast<T> extends BaseMany<T> {
  private pending: T[] = [];
  private subscribedOnce = false;
  private cancelledSink = false;

  tryEmitNext(value: T): EmitOutcome {
    if (this.terminal !== undefined) {
      return 'FAIL_TERMINATED';
    }
    if (this.cancelledSink) {
      return 'FAIL_CANCELLED';
    }
    if (this.subscribers.size === 0) {
      this.pending.push(value);
    } else {
      this.deliver(value);
    }
    return 'OK';
  }

  override tryEmitError(error: unknown): EmitOutcome {
    if (this.terminal === undefined && this.cancelledSink) {
      return 'FAIL_CANCELLED';
    }
    return super.tryEmitError(error);
  }

  override tryEmitComplete(): EmitOutcome {
    if (this.terminal === undefined && this.cancelledSink) {
      return 'FAIL_CANCELLED';
    }
    return super.tryEmitComplete();
  }

  subscribe(): AsyncIterator<T> {
    if (this.subscribedOnce) {
      return failing(new IllegalStateException('Sinks.many().unicast() sinks only allow a single Subscriber'));
    }
    this.subscribedOnce = true;
    const inner = this.newInner();
    for (const value of this.pending.splice(0)) {
      inner.push(value);
    }
    if (this.terminal !== undefined) {
      inner.terminate(this.terminal);
    } else {
      this.subscribers.add(inner);
    }
    return inner.iterator();
  }

  protected override cancelled(inner: Inner<T>): void {
    this.subscribers.delete(inner);
    this.cancelledSink = true;
    this.pending = [];
  }
}

/**
 * `Sinks.many().replay()` (Reactor's `SinkManyReplayProcessor`): every subscriber first receives
 * the history (all of it, the last `historySize` elements), then the live elements and the
 * terminal signal, which late subscribers receive too. @internal
 */
export class Replay<T> extends BaseMany<T> {
  private readonly history: T[] = [];

  constructor(
    private readonly historySize: number,
    initial?: { value: T },
  ) {
    super();
    if (initial !== undefined) {
      this.history.push(initial.value);
    }
  }

  tryEmitNext(value: T): EmitOutcome {
    if (this.terminal !== undefined) {
      return 'FAIL_TERMINATED';
    }
    this.history.push(value);
    if (this.history.length > this.historySize) {
      this.history.shift();
    }
    this.deliver(value);
    return 'OK';
  }

  subscribe(): AsyncIterator<T> {
    const inner = this.newInner();
    for (const value of this.history) {
      inner.push(value);
    }
    if (this.terminal !== undefined) {
      inner.terminate(this.terminal);
    } else {
      this.subscribers.add(inner);
    }
    return inner.iterator();
  }
}
