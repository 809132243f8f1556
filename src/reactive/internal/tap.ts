/* spring-ai-ts, Apache-2.0. A pass-through async iterator with completion and error callbacks (internal). */
import { isCancelSignal } from './cancelSignal.js';
import { cancelQuietly, done } from './fusion.js';

const CANCEL_MARK = Symbol('cancelled');

/** What a tap does besides passing elements through; `onError` runs only for real errors. */
export interface TapHooks {
  onComplete?: () => void;
  onError?: (error: unknown) => void;
}

/**
 * The iterator of `doOnComplete`/`doOnError` on the async path, written by hand: an async generator
 * per stage cost several promises per element, and these stages sit on every chat stream. Same
 * semantics as the generator form run by `cancellableGenerator`: the source is subscribed at the
 * first pull; a cancel while a pull is pending settles that pull at once with `done`, cancels the
 * source and drops its errors; a cancel while idle returns the source and reports its errors.
 */
export function tapIterator<T>(source: AsyncIterable<T>, hooks: TapHooks): AsyncIterator<T> {
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
    // its extra promise and await hops showed on every element of every chat stream).
    next(): Promise<IteratorResult<T>> {
      if (finished) {
        return Promise.resolve(done<T>());
      }
      busy = true;
      const step = pull();
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
        step.then(
          (result) => {
            if (!settle()) return;
            if (finished) {
              resolve(done());
            } else if (result.done === true) {
              finished = true;
              try {
                hooks.onComplete?.();
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
              hooks.onError?.(e);
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
      return upstream.next();
    } catch (e) {
      return Promise.reject(e);
    }
  };

  return {
    async next(): Promise<IteratorResult<T>> {
      if (finished) {
        return done();
      }
      started = true;
      let result: IteratorResult<T> | typeof CANCEL_MARK;
      try {
        const pending = pull();
        step = pending;
        result = await new Promise<IteratorResult<T> | typeof CANCEL_MARK>((resolve, reject) => {
          wake = () => resolve(CANCEL_MARK);
          pending.then(resolve, reject);
        });
      } catch (e) {
        finished = true;
        if (isCancelSignal(e)) {
          onFinally(signals.cancel);
          return done();
        }
        onFinally(signals.error);
        throw e;
      } finally {
        step = undefined;
        wake = undefined;
      }
      if (result === CANCEL_MARK || finished) {
        return done();
      }
      if (result.done === true) {
        finished = true;
        onFinally(signals.complete);
        return done();
      }
      return result;
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
