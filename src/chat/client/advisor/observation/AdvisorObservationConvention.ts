/* Ported from Spring AI AdvisorObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationContext } from '../../../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../../../micrometer/observation/ObservationConvention.js';
import { AdvisorObservationContext } from './AdvisorObservationContext.js';

/**
 * The observation convention for advisor hops: it names the observation and derives its key
 * values from an {@link AdvisorObservationContext}.
 *
 * @remarks
 * Java's default `supportsContext` is optional here; {@link AdvisorObservationConvention.supportsContext}
 * applies it (true for an `AdvisorObservationContext`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationConvention.html
 * @category Observation
 */
export interface AdvisorObservationConvention extends ObservationConvention<AdvisorObservationContext> {}

/**
 * Companion of {@link AdvisorObservationConvention}: Java's default `supportsContext`.
 *
 * @category Observation
 */
export const AdvisorObservationConvention = {
  /** Java's default: true when `context` is an {@link AdvisorObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof AdvisorObservationContext;
  },
} as const;
