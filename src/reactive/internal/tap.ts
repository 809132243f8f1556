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
      busy = true;
      let result: IteratorResult<T> | typeof CANCEL_MARK;
      try {
        const step = pull();
        result = await new Promise<IteratorResult<T> | typeof CANCEL_MARK>((resolve, reject) => {
          wake = () => resolve(CANCEL_MARK);
          step.then(resolve, reject);
        });
      } catch (e) {
        if (finished || isCancelSignal(e)) {
          finished = true;
          return done();
        }
        finished = true;
        hooks.onError?.(e);
        throw e;
      } finally {
        busy = false;
        wake = undefined;
      }
      if (result === CANCEL_MARK || finished) {
        return done();
      }
      if (result.done === true) {
        finished = true;
        hooks.onComplete?.();
        return done();
      }
      return result;
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
