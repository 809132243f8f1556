/* Ported from Spring AI AdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationRegistry } from '../../../../micrometer/observation/ObservationRegistry.js';

/**
 * The chain an advisor is handed; the common parent of {@link CallAdvisorChain} and
 * {@link StreamAdvisorChain}.
 *
 * @remarks
 * Java's default method `getObservationRegistry()` is optional here (porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods));
 * {@link AdvisorChain.getObservationRegistry} applies Java's default (`ObservationRegistry.NOOP`)
 * when a chain leaves it out.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/AdvisorChain.html
 * @category Advisors
 */
export interface AdvisorChain {
  /** The registry the chain's observations go to; Java's default is `ObservationRegistry.NOOP`. */
  getObservationRegistry?(): ObservationRegistry;
}

/**
 * Companion of {@link AdvisorChain}: Java's default method, applied where a chain leaves it out,
 * and the `instanceof` check.
 *
 * @category Advisors
 */
export const AdvisorChain = {
  /** `chain.getObservationRegistry()`, or `ObservationRegistry.NOOP` when the chain has none. */
  getObservationRegistry(chain: AdvisorChain): ObservationRegistry {
    return typeof chain.getObservationRegistry === 'function'
      ? chain.getObservationRegistry()
      : ObservationRegistry.NOOP;
  },
  /**
   * True for an object that is a call or stream chain, or has `getObservationRegistry()` (Java's
   * `instanceof AdvisorChain`; the interface has no required member to check).
   */
  isInstance(value: unknown): value is AdvisorChain {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Record<string, unknown>;
    return (
      typeof candidate['nextCall'] === 'function' ||
      typeof candidate['nextStream'] === 'function' ||
      typeof candidate['getObservationRegistry'] === 'function'
    );
  },
} as const;
