/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationView. */
import type { ObservationContext } from './ObservationContext.js';

/**
 * A read-only look at an observation: what a child sees of its parent.
 *
 * Every {@link Observation} is one. `Observation.Context.getParentObservation()` returns a view.
 *
 * @remarks
 * Micrometer returns a read-only `ContextView`; here `getContextView()` returns the context
 * itself, which callers should treat as read-only.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationView.html
 * @category Observation
 */
export interface ObservationView {
  /** The observed context, to be read, not changed. */
  getContextView(): ObservationContext;
}
