/* spring-ai-ts, Apache-2.0. Internal: running chat-client streams under the caller's AbortSignal. */
import { AbortedException } from '../../../java/core/AbortedException.js';
import { AbortSignalContext } from '../../../java/core/AbortSignalContext.js';
import { Flux } from '../../../java/reactor/Flux.js';

const WHAT = 'The chat client stream';

/**
 * Wraps `source` so that every upstream pull runs inside `AbortSignalContext.run(signal, …)`,
 * and an abort ends the flux with {@link AbortedException} and cancels upstream (closing the
 * model stream). Without a signal the source is returned unchanged.
 */
export function abortableFlux<T>(source: Flux<T>, signal: AbortSignal | undefined): Flux<T> {
  if (signal === undefined) return source;
  return Flux.from<T>({
    [Symbol.asyncIterator]: () => abortableIterator(source, signal),
  });
}

function abortableIterator<T>(source: Flux<T>, signal: AbortSignal): AsyncIterator<T> {
  let upstream: AsyncIterator<T> | undefined;
  let finished = false;

  const cancelUpstream = async (): Promise<void> => {
    const iterator = upstream;
    upstream = undefined;
    if (iterator?.return !== undefined) {
      await AbortSignalContext.run(signal, async () => {
        await iterator.return?.();
      }).catch(() => undefined);
    }
  };

  return {
    async next(): Promise<IteratorResult<T>> {
      if (finished) return { done: true, value: undefined };
      if (signal.aborted) {
        finished = true;
        void cancelUpstream();
        throw AbortedException.from(signal, WHAT);
      }
      upstream ??= AbortSignalContext.run(signal, () => source[Symbol.asyncIterator]());
      const iterator = upstream;
      const pulled = AbortSignalContext.run(signal, () => iterator.next());
      try {
        const result = await AbortSignalContext.race(pulled, signal, WHAT);
        if (result.done === true) finished = true;
        return result;
      } catch (error) {
        finished = true;
        if (signal.aborted) {
          pulled.catch(() => undefined);
          // Not awaited: an upstream that ignores the signal may never finish its pending pull.
          void cancelUpstream();
          throw error instanceof AbortedException ? error : AbortedException.from(signal, WHAT);
        }
        upstream = undefined;
        throw error;
      }
    },
    async return(): Promise<IteratorResult<T>> {
      finished = true;
      await cancelUpstream();
      return { done: true, value: undefined };
    },
  };
}
