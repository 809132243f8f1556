/* Ported from Spring AI AdvisorChain (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationRegistry } from '../../../../java/micrometer/observation/ObservationRegistry.js';

/**
 * The chain an advisor is handed; the common parent of {@link CallAdvisorChain} and
 * {@link StreamAdvisorChain}.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `chain.getObservationRegistry()` compiles under `strict` and returns Java's default,
 * `ObservationRegistry.NOOP`, unless a subclass overrides it. The library still accepts, at run
 * time, a chain object without the method; the static {@link AdvisorChain.getObservationRegistry}
 * applies the default for it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/api/AdvisorChain.html
 * @category Advisors
 */
export abstract class AdvisorChain {
  /** The registry the chain's observations go to; Java's default is `ObservationRegistry.NOOP`. */
  getObservationRegistry(): ObservationRegistry {
    return ObservationRegistry.NOOP;
  }

  /** `chain.getObservationRegistry()`, or `ObservationRegistry.NOOP` when the object has no such method. */
  static getObservationRegistry(chain: object): ObservationRegistry {
    const candidate = chain as Partial<AdvisorChain>;
    return typeof candidate.getObservationRegistry === 'function'
      ? candidate.getObservationRegistry()
      : ObservationRegistry.NOOP;
  }

  /**
   * True for an object that is a call or stream chain, or has `getObservationRegistry()` (Java's
   * `instanceof AdvisorChain` for plain objects as well as subclasses).
   */
  static isInstance(value: unknown): value is AdvisorChain {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Record<string, unknown>;
    return (
      typeof candidate['nextCall'] === 'function' ||
      typeof candidate['nextStream'] === 'function' ||
      typeof candidate['getObservationRegistry'] === 'function'
    );
  }
}
