/* spring-ai-ts, Apache-2.0. Flux.doOnComplete: a callback when the Flux completes normally. */
import type { Flux } from '../Flux.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.doOnComplete}. @internal */
export function doOnComplete<T>(source: Flux<T>, onComplete: () => void): Flux<T> {
  return operate(
    source,
    async function* (upstream) {
      for await (const value of upstream) {
        yield value;
      }
      onComplete();
    },
    function* (upstream) {
      for (const value of upstream) {
        yield value;
      }
      onComplete();
    },
  );
}
