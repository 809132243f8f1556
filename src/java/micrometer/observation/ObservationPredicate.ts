/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationPredicate. */
import type { ObservationContext } from './ObservationContext.js';

/**
 * Decides whether an observation with this name and context is recorded at all; when any
 * registered predicate returns `false`, the factory returns `Observation.NOOP`.
 *
 * @remarks
 * A Java `BiPredicate` becomes a plain function (porting rule [13](../../../../docs/PORTING.md#rule-13-functional-interfaces)).
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationPredicate.html
 * @category Observation
 */
export type ObservationPredicate = (name: string | undefined, context: ObservationContext) => boolean;
