/* spring-ai-ts, Apache-2.0. Flux.create: bridge a push (callback) source into a pulled Flux. */
import { FluxCore } from '../internal/FluxCore.js';
import type { ContextView } from '../ContextView.js';
import type { FluxSink } from '../FluxSink.js';
import { currentContext } from '../internal/contextStorage.js';
import { done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.create}: per subscription, the emitter runs at the first pull with a fresh
 * buffered sink. A cancel settles a pending pull at once, runs the `onCancel` then `onDispose`
 * callbacks, and drops the buffer; completion and error run `onDispose` when signalled. @internal
 */
export function create<T>(emitter: (sink: FluxSink<T>) => void): FluxCore<T> {
  return new FluxCore<T>(() => {
    let buffer: T[] = [];
    let head = 0;
    let terminated = false;
    let failure: { error: unknown } | undefined;
    let cancelled = false;
    let started = false;
    let delivered = false;
    let disposed = false;
    let context: ContextView | undefined;
    let wake: (() => void) | undefined;
    const disposers: Array<() => void> = [];
    const cancellers: Array<() => void> = [];

    const signal = (): void => {
      const w = wake;
      wake = undefined;
      w?.();
    };
    const runAll = (callbacks: Array<() => void>): void => {
      for (const callback of callbacks.splice(0)) {
        try {
          callback();
        } catch {
          // a failing cleanup must not keep the others from running
        }
      }
    };
    const dispose = (): void => {
      if (!disposed) {
        disposed = true;
        runAll(disposers);
      }
    };
    const sink: FluxSink<T> = {
      next(value: T): FluxSink<T> {
        if (!terminated && !cancelled) {
          buffer.push(value);
          signal();
        }
        return sink;
      },
      complete(): void {
        if (!terminated && !cancelled) {
          terminated = true;
          signal();
          dispose();
        }
      },
      error(error: unknown): void {
        if (!terminated && !cancelled) {
          terminated = true;
          failure = { error };
          signal();
          dispose();
        }
      },
      onDispose(onDispose: () => void): FluxSink<T> {
        if (disposed) {
          onDispose();
        } else {
          disposers.push(onDispose);
        }
        return sink;
      },
      onCancel(onCancel: () => void): FluxSink<T> {
        if (cancelled) {
          onCancel();
        } else if (!terminated) {
          cancellers.push(onCancel);
        }
        return sink;
      },
      isCancelled: () => cancelled,
      contextView: () => context ?? currentContext().readOnly(),
    };

    return {
      async next(): Promise<IteratorResult<T>> {
        if (!started) {
          started = true;
          context = currentContext().readOnly();
          try {
            emitter(sink);
          } catch (e) {
            sink.error(e);
          }
        }
        for (;;) {
          if (cancelled || delivered) {
            return done();
          }
          if (head < buffer.length) {
            const value = buffer[head] as T;
            head++;
            if (head === buffer.length) {
              buffer = [];
              head = 0;
            }
            return { done: false, value };
          }
          if (failure !== undefined) {
            const { error } = failure;
            failure = undefined;
            delivered = true;
            throw error;
          }
          if (terminated) {
            return done();
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      },
      async return(): Promise<IteratorResult<T>> {
        if (!cancelled && !terminated) {
          cancelled = true;
          runAll(cancellers);
          dispose();
          signal();
        }
        buffer = [];
        head = 0;
        delivered = true;
        return done();
      },
    };
  });
}
