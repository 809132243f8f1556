/* spring-ai-ts, Apache-2.0. Flux.subscribeOn: accepted for Reactor compatibility; changes nothing. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { Scheduler } from '../Scheduler.js';

/** Implements {@link Flux.subscribeOn}: returns the source itself (see {@link Schedulers}). @internal */
export function subscribeOn<T>(source: FluxCore<T>, _scheduler: Scheduler): FluxCore<T> {
  return source;
}
