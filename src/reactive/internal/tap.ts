/* spring-ai-ts, Apache-2.0. A pass-through async iterator with completion and error callbacks (internal). */
import { isCancelSignal } from './cancelSignal.js';
import { FluxCore } from './FluxCore.js';
import { cancelQuietly, done, type Push, type Stage } from './fusion.js';

/** What a tap does besides passing elements through; `onError` runs only for real errors. */
export interface TapHooks {
  onComplete?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * The data of a tap Flux, so that the next tap fuses with it: the source below every fused
 * operator, the synchronous stages (map, filter, doOnNext…) that ran between it and the first tap,
 * and the hooks of the consecutive taps, innermost first.
 */
export interface TapFusion {
  readonly source: FluxCore<unknown>;
  readonly stage: Stage<unknown, unknown> | undefined;
  readonly hooks: readonly TapHooks[];
}

/**
 * A `doOnComplete`/`doOnError` Flux over `source`. Consecutive taps, and the synchronous stages
 * right before the first of them, run as one iterator (one promise per element however many there
 * are), with the hooks called in operator order exactly as separate stages would: a hook that
 * throws turns the completion or the error into that error for the hooks after it.
 */
export function tapFlux<T>(source: FluxCore<T>, hook: TapHooks): FluxCore<T> {
  const inner = source._tap;
  const fusion: TapFusion =
    inner !== undefined
      ? { source: inner.source, stage: inner.stage, hooks: [...inner.hooks, hook] }
      : source._stage !== undefined && source._upstream !== undefined
        ? { source: source._upstream, stage: source._stage as Stage<unknown, unknown>, hooks: [hook] }
        : { source: source as FluxCore<unknown>, stage: undefined, hooks: [hook] };
  const core = new FluxCore<T>(() => tapIterator(fusion.source, fusion.stage as Stage<unknown, T> | undefined, fusion.hooks));
  core._tap = fusion;
  return core;
}

/** Runs the hooks for a completion (`failed` false) or an error; throws the error that results, if any. */
function runHooks(hooks: readonly TapHooks[], failed: boolean, error: unknown): void {
  for (const hook of hooks) {
    try {
      if (!failed) {
        hook.onComplete?.();
      } else {
        hook.onError?.(error);
      }
    } catch (e) {
      failed = true;
      error = e;
    }
  }
  if (failed) {
    throw error;
  }
}

/**
 * The iterator of `doOnComplete`/`doOnError` on the async path, written by hand: an async generator
 * per stage cost several promises per element, and these stages sit on every chat stream. Same
 * semantics as the generator form run by `cancellableGenerator`: the source is subscribed at the
 * first pull; a cancel while a pull is pending settles that pull at once with `done`, cancels the
 * source and drops its errors; a cancel while idle returns the source and reports its errors.
 * `stage` (fused synchronous operators) runs on each element first, as `fusedIterator` runs it.
 */
export function tapIterator<S, T>(source: AsyncIterable<S>, stage: Stage<S, T> | undefined, hooks: readonly TapHooks[]): AsyncIterator<T> {
  let upstream: AsyncIterator<S> | undefined;
  let push: Push<S> | undefined;
  let has = false;
  let out: T | undefined;
  let stopped = false;
  let finished = false;
  let busy = false;
  // Per pull, so that nothing outlives the step (see cancellableGenerator).
  let wake: (() => void) | undefined;
  const sink: Push<T> = (value) => {
    out = value;
    has = true;
    return true;
  };

  const pull = (): Promise<IteratorResult<S>> => {
    try {
      if (upstream === undefined) {
        if (stage !== undefined) push = stage(sink);
        upstream = source[Symbol.asyncIterator]();
      }
      return Promise.resolve(upstream.next());
    } catch (e) {
      return Promise.reject(e);
    }
  };
  // The end after a stage stopped (take) or failed: the source is cancelled first, as a fused stage does.
  const endAfterCancel = (failed: boolean, error: unknown): Promise<IteratorResult<T>> => {
    finished = true;
    return cancelQuietly(upstream).then(() => {
      runHooks(hooks, failed, error);
      return done<T>();
    });
  };

  return {
    // One promise per pull, settled from the source's promise or by a cancel (no async wrapper:
    // its extra promise and await hops showed on every element of every chat stream).
    next(): Promise<IteratorResult<T>> {
      if (finished) {
        return Promise.resolve(done<T>());
      }
      if (stopped) {
        return endAfterCancel(false, undefined);
      }
      busy = true;
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        let settled = false;
        const settle = (): boolean => {
          if (settled) {
            return false;
          }
          settled = true;
          busy = false;
          wake = undefined;
          return true;
        };
        const end = (failed: boolean, error: unknown): void => {
          try {
            runHooks(hooks, failed, error);
          } catch (e) {
            reject(e);
            return;
          }
          resolve(done());
        };
        wake = () => {
          if (settle()) resolve(done());
        };
        const onError = (e: unknown): void => {
          if (!settle()) return;
          const cancelled = finished || isCancelSignal(e);
          finished = true;
          if (cancelled) {
            resolve(done());
          } else {
            end(true, e);
          }
        };
        const onResult = (result: IteratorResult<S>): void => {
          if (settled) return;
          if (finished) {
            settle();
            resolve(done());
            return;
          }
          if (result.done === true) {
            settle();
            finished = true;
            end(false, undefined);
            return;
          }
          if (push === undefined) {
            settle();
            resolve(result as unknown as IteratorResult<T>);
            return;
          }
          let more: boolean;
          try {
            more = push(result.value);
          } catch (e) {
            has = false;
            out = undefined;
            settle();
            endAfterCancel(true, e).then(resolve, reject);
            return;
          }
          if (!more) {
            stopped = true;
          }
          if (has) {
            const value = out as T;
            has = false;
            out = undefined;
            settle();
            resolve({ done: false, value });
          } else if (stopped) {
            settle();
            endAfterCancel(false, undefined).then(resolve, reject);
          } else {
            pull().then(onResult, onError);
          }
        };
        pull().then(onResult, onError);
      });
    },
    async return(): Promise<IteratorResult<T>> {
      if (finished) {
        return done();
      }
      finished = true;
      const it = upstream;
      if (!busy) {
        await it?.return?.();
        return done();
      }
      wake?.();
      await cancelQuietly(it);
      return done();
    },
  };
}

/**
 * The iterator of `doFinally` on the async path, written by hand for the same reason as
 * {@link tapIterator}, with the generator form's semantics: `onFinally` runs once, after the last
 * element (`ON_COMPLETE`), before an error reaches the consumer (`ON_ERROR`), or on cancel
 * (`CANCEL`) once the source is returned (idle) or, busy, once the pending pull has settled and the
 * source been released; a cancel before the first pull never subscribes and never calls back.
 */
export function finallyIterator<T, S>(
  source: AsyncIterable<T>,
  onFinally: (signal: S) => void,
  signals: { complete: S; error: S; cancel: S },
): AsyncIterator<T> {
  let upstream: AsyncIterator<T> | undefined;
  let started = false;
  let finished = false;
  let step: Promise<IteratorResult<T>> | undefined;
  let wake: (() => void) | undefined;

  const pull = (): Promise<IteratorResult<T>> => {
    try {
      upstream ??= source[Symbol.asyncIterator]();
      return Promise.resolve(upstream.next());
    } catch (e) {
      return Promise.reject(e);
    }
  };

  return {
    // One promise per pull, as in tapIterator (no async wrapper).
    next(): Promise<IteratorResult<T>> {
      if (finished) {
        return Promise.resolve(done<T>());
      }
      started = true;
      const pending = pull();
      step = pending;
      return new Promise<IteratorResult<T>>((resolve, reject) => {
        let settled = false;
        const settle = (): boolean => {
          if (settled) {
            return false;
          }
          settled = true;
          step = undefined;
          wake = undefined;
          return true;
        };
        wake = () => {
          if (settle()) resolve(done());
        };
        pending.then(
          (result) => {
            if (!settle()) return;
            if (finished) {
              resolve(done());
            } else if (result.done === true) {
              finished = true;
              try {
                onFinally(signals.complete);
              } catch (e) {
                reject(e);
                return;
              }
              resolve(done());
            } else {
              resolve(result);
            }
          },
          (e: unknown) => {
            if (!settle()) return;
            finished = true;
            const cancelled = isCancelSignal(e);
            try {
              onFinally(cancelled ? signals.cancel : signals.error);
            } catch (thrown) {
              reject(thrown);
              return;
            }
            if (cancelled) {
              resolve(done());
            } else {
              reject(e);
            }
          },
        );
      });
    },
    async return(): Promise<IteratorResult<T>> {
      if (finished) {
        return done();
      }
      finished = true;
      if (!started) {
        return done();
      }
      const it = upstream;
      const pending = step;
      if (pending === undefined) {
        try {
          await it?.return?.();
        } catch (e) {
          onFinally(signals.error);
          throw e;
        }
        onFinally(signals.cancel);
        return done();
      }
      const cancelled = (): void => {
        try {
          onFinally(signals.cancel);
        } catch {
          // dropped: the consumer has left and the pull it was waiting for has already ended
        }
      };
      wake?.();
      const released = cancelQuietly(it);
      // The generator form unwinds only after its pending pull settles, by which time the source
      // has usually run its own cleanup: call back once both have happened.
      void Promise.allSettled([pending, released]).then(cancelled);
      await released;
      return done();
    },
  };
}
