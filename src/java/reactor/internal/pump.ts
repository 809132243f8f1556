/* spring-ai-ts, Apache-2.0. An eagerly pulled upstream feeding a queue of outputs (time-based operators, internal). */
import type { FluxCore } from './FluxCore.js';
import { cancelQuietly, done } from './fusion.js';

/** What a time-based operator does with the upstream's signals; `emit` queues an output. */
export interface PumpHandlers<T, R> {
  /** Called once when the pump starts (start timers here). */
  start(emit: (value: R) => void): void;
  /** An upstream element. */
  onNext(value: T, emit: (value: R) => void): void;
  /** Upstream completion, before the outputs end (flush here). */
  onComplete(emit: (value: R) => void): void;
  /** Clears timers; called once on completion, error or cancel. */
  stop(): void;
}

/**
 * A subscription that pulls `source` eagerly from the first pull on (as a Reactor operator that
 * requests everything) while `handlers` turn elements and timer ticks into outputs, which the
 * consumer pulls in order. An upstream error drops the outputs not yet pulled, as Reactor's
 * time-based operators do. @internal
 */
export function pump<T, R>(source: FluxCore<T>, handlers: () => PumpHandlers<T, R>): () => AsyncIterator<R> {
  return () => {
    const outputs: R[] = [];
    let terminal: { failed: boolean; error?: unknown } | undefined;
    let finished = false;
    let started = false;
    let it: AsyncIterator<T> | undefined;
    let wake: (() => void) | undefined;
    const h = handlers();
    const signal = (): void => {
      const w = wake;
      wake = undefined;
      w?.();
    };
    const emit = (value: R): void => {
      if (terminal === undefined && !finished) {
        outputs.push(value);
        signal();
      }
    };
    const run = async (): Promise<void> => {
      it = source[Symbol.asyncIterator]();
      try {
        for (;;) {
          const result = await it.next();
          if (finished) return;
          if (result.done) break;
          h.onNext(result.value, emit);
        }
        h.onComplete(emit);
        terminal = { failed: false };
      } catch (error) {
        if (finished) return;
        outputs.length = 0;
        terminal = { failed: true, error };
      }
      h.stop();
      signal();
    };
    return {
      async next(): Promise<IteratorResult<R>> {
        if (!started) {
          started = true;
          h.start(emit);
          void run();
        }
        for (;;) {
          if (finished) return done();
          if (outputs.length > 0) {
            return { done: false, value: outputs.shift() as R };
          }
          if (terminal !== undefined) {
            finished = true;
            if (terminal.failed) throw terminal.error;
            return done();
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      },
      async return(): Promise<IteratorResult<R>> {
        if (!finished) {
          finished = true;
          h.stop();
          signal();
          if (terminal === undefined) {
            void cancelQuietly(it);
          }
        }
        return done();
      },
    };
  };
}
