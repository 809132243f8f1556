/* spring-ai-ts, Apache-2.0. A Reactor Scheduler, accepted by subscribeOn/publishOn and ignored. */
import type { Disposable } from './Disposable.js';

/**
 * A Reactor `Scheduler`, as returned by {@link Schedulers}; `Flux.subscribeOn` and `Flux.publishOn`
 * accept one so that translated code compiles unchanged.
 *
 * @remarks
 * JavaScript runs every `Flux` on the one event loop, so a scheduler chooses nothing; `schedule`
 * runs the task as a microtask and `dispose` does nothing.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/scheduler/Scheduler.html
 * @category Streaming
 */
export interface Scheduler {
  /** Runs `task` soon, on the event loop. Returns a handle whose `dispose()` skips it if not yet run. */
  schedule(task: () => void): Disposable;
  /** Does nothing: there are no threads to release. */
  dispose(): void;
  /** The Reactor name of the scheduler (`boundedElastic`, `parallel`, `immediate`). */
  toString(): string;
}
