/* spring-ai-ts, Apache-2.0. Flux.generate: a synchronous, state-based generator (a synchronous source). */
import { type FluxCore, syncSource } from '../internal/FluxCore.js';
import { IllegalStateException } from '../../core/IllegalStateException.js';
import type { SynchronousSink } from '../SynchronousSink.js';
import { currentContext } from '../internal/contextStorage.js';

/**
 * Implements {@link Flux.generate}: per subscription, `stateSupplier()` gives the initial state;
 * each pull calls `generator(state, sink)` once, which returns the next state; `stateConsumer` gets
 * the last state when the Flux completes, fails or is cancelled. @internal
 */
export function generate<T, S>(
  stateSupplier: () => S,
  generator: (state: S, sink: SynchronousSink<T>) => S,
  stateConsumer?: (state: S) => void,
): FluxCore<T> {
  return syncSource<T>(() => run());

  function* run(): Generator<T, void, undefined> {
    let state = stateSupplier();
    let emitted = false;
    let value: T | undefined;
    let completed = false;
    let failed = false;
    let failure: unknown;
    const sink: SynchronousSink<T> = {
      next(v: T): void {
        if (emitted) {
          throw new IllegalStateException('More than one call to onNext');
        }
        emitted = true;
        value = v;
      },
      complete(): void {
        completed = true;
      },
      error(e: unknown): void {
        failed = true;
        failure = e;
      },
      contextView: () => currentContext().readOnly(),
    };
    try {
      for (;;) {
        emitted = false;
        state = generator(state, sink);
        if (emitted) {
          const v = value as T;
          value = undefined;
          yield v;
        }
        if (failed) {
          throw failure;
        }
        if (completed) {
          return;
        }
        if (!emitted) {
          throw new IllegalStateException("The generator didn't call any of the SynchronousSink method");
        }
      }
    } finally {
      stateConsumer?.(state);
    }
  }
}

/** Implements the one-argument {@link Flux.generate}: `generator(sink)` with no state. @internal */
export function generateStateless<T>(generator: (sink: SynchronousSink<T>) => void): FluxCore<T> {
  return generate<T, undefined>(
    () => undefined,
    (_, sink) => {
      generator(sink);
      return undefined;
    },
  );
}
