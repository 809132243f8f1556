/* spring-ai-ts, Apache-2.0. A pass-through async iterator with completion and error callbacks (internal). */
import { isCancelSignal } from './cancelSignal.js';
import { FluxCore } from './FluxCore.js';
import { cancelQuietly, done } from './fusion.js';

/** What a tap does besides passing elements through; `onError` runs only for real errors. */
export interface TapHooks {
  onComplete?: () => void;
  onError?: (error: unknown) => void;
}

/** A `doOnComplete`/`doOnError` Flux over `source`: one step per element. */
export function tapFlux<T>(source: FluxCore<T>, hook: TapHooks): FluxCore<T> {
  return new FluxCore<T>(() => tapIterator(source, hook));
}

/**
 * The iterator of `doOnComplete`/`doOnError` on the async path, written by hand: an async generator
 * per stage costs several promises per element. Same semantics as the generator form run by
 * `cancellableGenerator`: the source is subscribed at the first pull; a cancel while a pull is
 * pending settles that pull at once with `done`, cancels the source and drops its errors; a cancel
 * while idle returns the source and reports its errors. A hook that throws turns the completion or
 * the error into that error.
 */
function tapIterator<T>(source: AsyncIterable<T>, hook: TapHooks): AsyncIterator<T> {
  let upstream: AsyncIterator<T> | undefined;
  let finished = false;
  let busy = false;
  // Per pull, so that nothing outlives the step (see cancellableGenerator).
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
    // One promise per pull, settled from the source's promise or by a cancel (no async wrapper:
    // its extra promise and await hops would show on every element).
    next(): Promise<IteratorResult<T>> {
      if (finished) {
        return Promise.resolve(done<T>());
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
        wake = () => {
          if (settle()) resolve(done());
        };
        pull().then(
          (result) => {
            if (!settle()) return;
            if (finished) {
              resolve(done());
            } else if (result.done === true) {
              finished = true;
              try {
                hook.onComplete?.();
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
            const cancelled = finished || isCancelSignal(e);
            finished = true;
            if (cancelled) {
              resolve(done());
              return;
            }
            try {
              hook.onError?.(e);
            } catch (thrown) {
              reject(thrown);
              return;
            }
            reject(e);
          },
        );
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
