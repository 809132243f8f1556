/* spring-ai-ts, Apache-2.0. Flux.zip: one element from each source, combined, round after round. */
import { FluxCore, fromPublisher } from '../internal/FluxCore.js';
import { cancelQuietly, done } from '../internal/fusion.js';
import type { Publisher } from '../Publisher.js';

type Step = { index: number; result: IteratorResult<unknown> } | { index: number; error: unknown };

/**
 * Implements {@link Flux.zip}: all sources are subscribed at once and pulled together; each round
 * waits for one element from every source and emits `combinator(values)`. The first source to
 * complete without an element for the round completes the zip, and the first error fails it; the
 * other sources are cancelled then. @internal
 */
export function zip<O>(sources: ReadonlyArray<Publisher<unknown>>, combinator: (values: unknown[]) => O): FluxCore<O> {
  const fluxes = sources.map((s) => fromPublisher(s));
  return new FluxCore<O>(() => {
    let its: Array<AsyncIterator<unknown>> | undefined;
    const pending: Array<Promise<Step> | undefined> = [];
    let finished = false;
    const stop = async (): Promise<void> => {
      finished = true;
      const all = its ?? [];
      await Promise.all(all.map((it, i) => (pending[i] === undefined ? cancelQuietly(it) : (void cancelQuietly(it), undefined))));
    };
    return {
      async next(): Promise<IteratorResult<O>> {
        if (finished) {
          return done();
        }
        if (fluxes.length === 0) {
          finished = true;
          return done();
        }
        its ??= fluxes.map((flux) => flux[Symbol.asyncIterator]());
        const values: unknown[] = new Array(fluxes.length);
        const filled = new Array<boolean>(fluxes.length).fill(false);
        let missing = fluxes.length;
        while (missing > 0) {
          its.forEach((it, index) => {
            if (!filled[index]) {
              pending[index] ??= it.next().then(
                (result): Step => ({ index, result }),
                (error: unknown): Step => ({ index, error }),
              );
            }
          });
          const step = await Promise.race(pending.filter((p): p is Promise<Step> => p !== undefined));
          pending[step.index] = undefined;
          if (finished) {
            return done();
          }
          if ('error' in step) {
            await stop();
            throw step.error;
          }
          if (step.result.done) {
            await stop();
            return done();
          }
          values[step.index] = step.result.value;
          filled[step.index] = true;
          missing--;
        }
        try {
          return { done: false, value: combinator(values) };
        } catch (error) {
          await stop();
          throw error;
        }
      },
      async return(): Promise<IteratorResult<O>> {
        if (!finished) {
          await stop();
        }
        return done();
      },
    };
  });
}
