/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.Observation.Scope. */
import type { Observation } from './Observation.js';

/**
 * A scope in which an observation is the current one: while it is open,
 * `registry.getCurrentObservation()` returns that observation and new observations take it as
 * their parent. Close it in a `finally` block. Also reachable as `Observation.Scope`.
 *
 * @remarks
 * Micrometer keeps the current scope in a thread-local; here it lives in an `AsyncLocalStorage`,
 * so it follows `await`s. A scope opened with `openScope()` is current for the rest of the
 * calling synchronous code and everything it starts until `close()`. For async work prefer
 * `observation.observe(fn)` or `observation.scoped(fn)`, which bound the scope to `fn`'s own
 * async context.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/Observation.Scope.html
 * @category Observation
 */
export interface ObservationScope {
  /** The observation this scope makes current. */
  getCurrentObservation(): Observation;
  /** Ends the scope: the previous scope becomes current again and handlers get `onScopeClosed`. */
  close(): void;
  /** Whether this is the no-op scope. */
  isNoop(): boolean;
}
