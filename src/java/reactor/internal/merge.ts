/* spring-ai-ts, Apache-2.0. The concurrent engine behind flatMap, merge and switchMap (internal). */
import type { FluxCore } from './FluxCore.js';
import { cancelQuietly, done, syncFactoryOf } from './fusion.js';

type Event<T, R> =
  | { kind: 'outer'; result: IteratorResult<T> }
  | { kind: 'inner'; inner: AsyncIterator<R>; result: IteratorResult<R> }
  | { kind: 'error'; error: unknown };

/**
 * Pulls an outer iterator, turns each of its elements into an inner iterator, and interleaves the
 * inner elements as they arrive. `switchLatest` cancels the running inner when a new outer element
 * comes (switchMap); otherwise up to `concurrency` inners run at once (flatMap, merge).
 *
 * A synchronous inner source is drained on demand before any other event is looked at, as Reactor
 * emits a synchronous inner source within the outer `onNext`.
 *
 * Every pending `next()` promise has handlers attached, so nothing is left unhandled after a
 * cancel; `return()` cancels every iterator at once, without waiting for the ones that are busy.
 */
export function mergeIterator<T, R>(
  openOuter: () => AsyncIterator<T>,
  openInner: (value: T) => FluxCore<R>,
  concurrency: number,
  switchLatest: boolean,
): AsyncIterator<R> {
  let outer: AsyncIterator<T> | undefined;
  let outerDone = false;
  let outerPending = false;
  const inners = new Set<AsyncIterator<R>>();
  let syncInner: Iterator<R> | undefined;
  const busy = new Set<AsyncIterator<unknown>>();
  const queue: Array<Event<T, R>> = [];
  let wake: (() => void) | undefined;
  let finished = false;

  const emit = (event: Event<T, R>): void => {
    if (finished) {
      return;
    }
    queue.push(event);
    const w = wake;
    wake = undefined;
    w?.();
  };
  const requestOuter = (): void => {
    if (outerDone || outerPending || outer === undefined) {
      return;
    }
    outerPending = true;
    const it = outer;
    busy.add(it);
    pull(it).then(
      (result) => {
        busy.delete(it);
        emit({ kind: 'outer', result });
      },
      (error: unknown) => {
        busy.delete(it);
        emit({ kind: 'error', error });
      },
    );
  };
  const requestInner = (inner: AsyncIterator<R>): void => {
    busy.add(inner);
    pull(inner).then(
      (result) => {
        busy.delete(inner);
        emit({ kind: 'inner', inner, result });
      },
      (error: unknown) => {
        busy.delete(inner);
        emit({ kind: 'error', error });
      },
    );
  };
  const cancelAll = async (): Promise<void> => {
    finished = true;
    queue.length = 0;
    const all: Array<AsyncIterator<unknown>> = [...inners];
    if (outer !== undefined && !outerDone) {
      all.push(outer);
    }
    inners.clear();
    if (syncInner !== undefined) {
      all.push(syncInner as unknown as AsyncIterator<unknown>);
      syncInner = undefined;
    }
    const waits: Array<Promise<void>> = [];
    for (const it of all) {
      const cancelling = cancelQuietly(it);
      // A busy iterator (an async generator awaiting) finishes its return() only when its pending
      // step settles; waiting for it could hang forever, so it is cancelled without waiting.
      if (!busy.has(it)) {
        waits.push(cancelling);
      }
    }
    await Promise.all(waits);
  };

  return {
    async next(): Promise<IteratorResult<R>> {
      if (finished) {
        return done();
      }
      if (outer === undefined) {
        outer = openOuter();
        requestOuter();
      }
      for (;;) {
        if (syncInner !== undefined) {
          let step: IteratorResult<R>;
          try {
            step = syncInner.next();
          } catch (error) {
            syncInner = undefined;
            await cancelAll();
            throw error;
          }
          if (!step.done) {
            return { done: false, value: step.value };
          }
          syncInner = undefined;
          if (!switchLatest) {
            requestOuter();
          }
          if (outerDone && inners.size === 0) {
            finished = true;
            return done();
          }
          continue;
        }
        while (queue.length === 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          if (finished) {
            return done();
          }
        }
        const event = queue.shift()!;
        if (event.kind === 'error') {
          await cancelAll();
          throw event.error;
        }
        if (event.kind === 'inner') {
          if (!inners.has(event.inner)) {
            continue; // a switched-away inner
          }
          if (!event.result.done) {
            requestInner(event.inner);
            return { done: false, value: event.result.value };
          }
          inners.delete(event.inner);
          if (!switchLatest) {
            requestOuter();
          }
        } else {
          outerPending = false;
          if (event.result.done) {
            outerDone = true;
          } else {
            let innerFlux: FluxCore<R>;
            let sync: (() => Iterator<R>) | undefined;
            let inner: AsyncIterator<R> | undefined;
            try {
              innerFlux = openInner(event.result.value);
              sync = syncFactoryOf(innerFlux);
              if (sync !== undefined) {
                syncInner = sync();
              } else {
                inner = innerFlux[Symbol.asyncIterator]();
              }
            } catch (error) {
              await cancelAll();
              throw error;
            }
            if (switchLatest) {
              for (const previous of inners) {
                void cancelQuietly(previous);
              }
              inners.clear();
            }
            if (inner !== undefined) {
              inners.add(inner);
              requestInner(inner);
            }
            if (switchLatest || inners.size < concurrency) {
              requestOuter();
            }
          }
        }
        if (outerDone && inners.size === 0 && syncInner === undefined) {
          finished = true;
          return done();
        }
      }
    },
    async return(): Promise<IteratorResult<R>> {
      if (!finished) {
        const w = wake;
        wake = undefined;
        await cancelAll();
        w?.();
      }
      return done();
    },
  };
}

/** `it.next()` as a promise that never throws synchronously. */
function pull<V>(it: AsyncIterator<V>): Promise<IteratorResult<V>> {
  try {
    return Promise.resolve(it.next());
  } catch (e) {
    return Promise.reject(e);
  }
}
