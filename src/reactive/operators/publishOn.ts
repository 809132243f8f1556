/* spring-ai-ts, Apache-2.0. Flux.publishOn: accepted for Reactor compatibility; changes nothing. */
import type { Flux } from '../Flux.js';
import type { Scheduler } from '../Scheduler.js';

/** Implements {@link Flux.publishOn}: returns the source itself (see {@link Schedulers}). @internal */
export function publishOn<T>(source: Flux<T>, _scheduler: Scheduler, _prefetch?: number): Flux<T> {
  return source;
}
