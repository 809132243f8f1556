/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationFilter. */
import type { ObservationContext } from './ObservationContext.js';

/**
 * Changes a context just before the observation stops and handlers see it (for example to drop
 * a key value such as prompt content).
 *
 * A plain function `(context) => context` is accepted wherever a filter is.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationFilter.html
 * @category Observation
 */
export interface ObservationFilter {
  /** Returns the context handlers will see on stop (usually the same, changed, instance). */
  map(context: ObservationContext): ObservationContext;
}
