/* spring-ai-ts, Apache-2.0. Flux.onErrorResume: continue with a fallback source after an error. */
import { type FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { ErrorMatcher } from '../ErrorMatcher.js';
import type { Publisher } from '../Publisher.js';
import { matches } from '../internal/errors.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.onErrorResume}. @internal */
export function onErrorResume<T>(
  source: FluxCore<T>,
  fallback: (error: unknown) => Publisher<T>,
  matcher?: ErrorMatcher,
): FluxCore<T> {
  return operate<T, T>(source, async function* (upstream, track) {
    let next: Publisher<T>;
    try {
      yield* upstream;
      return;
    } catch (e) {
      if (!matches(matcher, e)) {
        throw e;
      }
      next = fallback(e);
    }
    yield* track(fromPublisher(next));
  });
}
