/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationHandler. */
import type { ObservationContext } from './ObservationContext.js';
import type { ObservationEvent } from './ObservationEvent.js';

/**
 * Reacts to the lifecycle of observations whose context it supports: this is where metrics,
 * logs and tracing spans are produced (an OpenTelemetry bridge is a handler; see the design notes in `src/java/micrometer/DESIGN.md`).
 *
 * Order of calls for `observation.observe(fn)`: `onStart`, `onScopeOpened`, (`fn` runs),
 * `onScopeClosed`, `onError` if `fn` failed, `onStop`. Handlers are called in registration
 * order, except `onStop` and `onScopeClosed`, which run in reverse registration order.
 *
 * @remarks
 * Java's default methods are optional members here; a missing one does nothing. Only
 * `supportsContext` is required.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationHandler.html
 * @category Observation
 */
export interface ObservationHandler<C extends ObservationContext = ObservationContext> {
  /** The observation started. */
  onStart?(context: C): void;
  /** An error was recorded on the observation (`context.getError()` holds it). */
  onError?(context: C): void;
  /** An event was signalled. */
  onEvent?(event: ObservationEvent, context: C): void;
  /** A scope made the observation current. */
  onScopeOpened?(context: C): void;
  /** The scope that made the observation current was closed. */
  onScopeClosed?(context: C): void;
  /** The current scope was reset (no observation current any more). */
  onScopeReset?(context: C): void;
  /** The observation stopped. */
  onStop?(context: C): void;
  /** Whether this handler wants the observations of `context`'s kind. */
  supportsContext(context: ObservationContext): boolean;
}

/**
 * Companion of {@link ObservationHandler}.
 *
 * @category Observation
 */
export const ObservationHandler = {
  /** True when `value` has a `supportsContext` method. */
  isInstance(value: unknown): value is ObservationHandler {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ObservationHandler).supportsContext === 'function'
    );
  },
} as const;
