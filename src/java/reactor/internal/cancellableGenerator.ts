/* spring-ai-ts, Apache-2.0. Runs an operator's async generator with a cancel that reaches upstream at once (internal). */
import { CANCELLED, isCancelSignal } from './cancelSignal.js';
import { cancelQuietly, done } from './fusion.js';

const CANCEL_MARK = Symbol('cancelled');

/** Wraps every async iterable an operator pulls from, so a cancel can reach it while it is busy. */
export type Track = <V>(source: AsyncIterable<V>) => AsyncIterable<V>;

/**
 * Runs an operator written as an async generator, with a cancel that reaches upstream at once.
 *
 * An async generator that is awaiting its upstream cannot be stopped: its `return()` waits until
 * the pending step settles, which for an idle SSE stream or `Flux.never()` may be never. So when
 * the consumer cancels while the generator is busy, the iterables it pulls through `track` are
 * cancelled directly (releasing their sources now), and their pending pull throws the cancel signal
 * into the generator so its `finally` blocks run with cancel semantics; `return()` resolves when
 * the sources are released. When the generator is idle (suspended at a `yield`), `return()` is the plain one.
 */
export function cancellableGenerator<R>(makeGenerator: (track: Track) => AsyncGenerator<R, void, undefined>): AsyncIterator<R> {
  const active = new Set<AsyncIterator<unknown>>();
  let cancelled = false;
  let finished = false;
  let busy = false;
  // Settles the consumer's pending pull at once when it cancels, whatever the generator awaits.
  // One per step, dropped when the step settles: racing every step against a single promise that
  // stays pending for the whole stream would leave one reaction (holding that step's result) per
  // element on it, so every element already passed downstream stayed reachable until the end.
  let wakeOnCancel: (() => void) | undefined;

  const track: Track = <V>(source: AsyncIterable<V>): AsyncIterable<V> => ({
    [Symbol.asyncIterator](): AsyncIterator<V> {
      if (cancelled) {
        throw CANCELLED;
      }
      const it = source[Symbol.asyncIterator]();
      active.add(it);
      return {
        async next(): Promise<IteratorResult<V>> {
          if (cancelled) {
            throw CANCELLED;
          }
          let result: IteratorResult<V>;
          try {
            result = await it.next();
          } catch (e) {
            active.delete(it);
            throw cancelled ? CANCELLED : e;
          }
          if (cancelled) {
            throw CANCELLED;
          }
          if (result.done) {
            active.delete(it);
          }
          return result;
        },
        async return(): Promise<IteratorResult<V>> {
          if (active.delete(it)) {
            await it.return?.();
          }
          return done();
        },
      };
    },
  });

  const generator = makeGenerator(track);
  return {
    async next(): Promise<IteratorResult<R>> {
      if (finished) {
        return done();
      }
      busy = true;
      try {
        const pendingStep = generator.next();
        const result = await new Promise<IteratorResult<R> | typeof CANCEL_MARK>((resolve, reject) => {
          wakeOnCancel = () => resolve(CANCEL_MARK);
          pendingStep.then(resolve, reject);
        });
        if (result === CANCEL_MARK || cancelled) {
          // The consumer left while this step ran: close the generator once the step settles and
          // hand out nothing (the race has already handled a rejection of the step).
          pendingStep.then(
            () => generator.return(undefined).catch(() => undefined),
            () => undefined,
          );
          return done();
        }
        if (result.done) {
          finished = true;
        }
        return result;
      } catch (e) {
        finished = true;
        if (isCancelSignal(e)) {
          return done();
        }
        throw e;
      } finally {
        busy = false;
        wakeOnCancel = undefined;
      }
    },
    async return(): Promise<IteratorResult<R>> {
      if (finished) {
        return done();
      }
      finished = true;
      if (!busy) {
        await generator.return(undefined);
        return done();
      }
      cancelled = true;
      wakeOnCancel?.();
      const pending = [...active];
      active.clear();
      // Resolves once the sources are released; the generator unwinds (running its `finally`
      // blocks) as soon as its pending step settles, which may be later (a plain Promise).
      await Promise.all(pending.map((it) => cancelQuietly(it)));
      return done();
    },
  };
}
