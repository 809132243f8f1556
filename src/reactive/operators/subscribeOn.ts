/* spring-ai-ts, Apache-2.0. Flux.subscribeOn: accepted for Reactor compatibility; changes nothing. */
import type { Flux } from '../Flux.js';
import type { Scheduler } from '../Scheduler.js';

/** Implements {@link Flux.subscribeOn}: returns the source itself (see {@link Schedulers}). @internal */
export function subscribeOn<T>(source: Flux<T>, _scheduler: Scheduler): Flux<T> {
  return source;
}
