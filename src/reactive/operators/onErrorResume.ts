/* spring-ai-ts, Apache-2.0. Flux.onErrorResume: continue with a fallback source after an error. */
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';
import { matches } from '../internal/errors.js';

/** Implements {@link Flux.onErrorResume}. @internal */
export function onErrorResume<T>(
  source: Flux<T>,
  fallback: (error: unknown) => Publisher<T>,
  matcher?: ErrorMatcher,
): Flux<T> {
  return new Flux<T>(() => run());

  async function* run(): AsyncGenerator<T, void, undefined> {
    let next: Publisher<T>;
    try {
      yield* source;
      return;
    } catch (e) {
      if (!matches(matcher, e)) {
        throw e;
      }
      next = fallback(e);
    }
    yield* Flux.from(next);
  }
}
