/* spring-ai-ts, Apache-2.0. Flux.publishOn: accepted for Reactor compatibility; changes nothing. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { Scheduler } from '../Scheduler.js';

/** Implements {@link Flux.publishOn}: returns the source itself (see {@link Schedulers}). @internal */
export function publishOn<T>(source: FluxCore<T>, _scheduler: Scheduler, _prefetch?: number): FluxCore<T> {
  return source;
}
