/* spring-ai-ts, Apache-2.0. Builds an operator from a pair of generators (internal). */
import { Flux } from '../Flux.js';
import { CANCELLED, isCancelSignal } from './cancelSignal.js';
import { cancelQuietly, done, syncFactoryOf } from './fusion.js';

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
 * that is done. When the generator is idle (suspended at a `yield`), `return()` is the plain one.
 */
export function cancellableGenerator<R>(makeGenerator: (track: Track) => AsyncGenerator<R, void, undefined>): AsyncIterator<R> {
  const active = new Set<AsyncIterator<unknown>>();
  let cancelled = false;
  let finished = false;
  let busy = false;
  let step: Promise<unknown> | undefined;

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
        step = pendingStep;
        const result = await pendingStep;
        if (cancelled) {
          // The consumer left while this step ran; close the generator and hand out nothing.
          void generator.return(undefined).catch(() => undefined);
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
      const pending = [...active];
      active.clear();
      // Resolves once the sources are released and the generator has unwound; the operators that
      // cancel a busy iterator themselves (timeout, flatMap, toReadableStream) do not wait for it.
      await Promise.all(pending.map((it) => cancelQuietly(it)));
      await step?.then(
        () => undefined,
        () => undefined,
      );
      return done();
    },
  };
}

/**
 * A Flux that runs `asyncOp` over `source` when iterated, and, when `source` is synchronous and a
 * `syncOp` is given, the same logic written as a synchronous generator on the promise-free path.
 * Both generators must implement identical semantics; the async one must pull only through the
 * iterables it is given (or wraps with `track`).
 */
export function operate<T, R>(
  source: Flux<T>,
  asyncOp: (upstream: AsyncIterable<T>, track: Track) => AsyncGenerator<R, void, undefined>,
  syncOp?: (upstream: Iterable<T>) => Iterator<R>,
): Flux<R> {
  const flux = new Flux<R>(() => cancellableGenerator((track) => asyncOp(track(source), track)));
  const upstream = syncOp === undefined ? undefined : syncFactoryOf(source);
  if (syncOp !== undefined && upstream !== undefined) {
    flux._sync = () => syncOp({ [Symbol.iterator]: upstream });
  }
  return flux;
}
