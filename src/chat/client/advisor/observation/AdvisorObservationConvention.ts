/* Ported from Spring AI AdvisorObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValues } from '../../../../java/micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../../../java/micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../../../java/micrometer/observation/ObservationConvention.js';
import { AdvisorObservationContext } from './AdvisorObservationContext.js';

/**
 * The observation convention for advisor hops: it names the observation and derives its key
 * values from an {@link AdvisorObservationContext}.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link AdvisorObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements AdvisorObservationConvention` becomes `extends AdvisorObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link AdvisorObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/observation/AdvisorObservationConvention.html
 * @category Observation
 */
export abstract class AdvisorObservationConvention implements ObservationConvention<AdvisorObservationContext> {
  /** Whether `context` is an advisor context (Java's default method). */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof AdvisorObservationContext;
  }

  /** The technical name (metric name); Micrometer's default is none. */
  getName(): string | undefined {
    return undefined;
  }

  /** The human-readable name (span name); Micrometer's default is none. */
  getContextualName(_context: AdvisorObservationContext): string | undefined {
    return undefined;
  }

  /** Key values with a bounded set of values; Micrometer's default is none. */
  getLowCardinalityKeyValues(_context: AdvisorObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /** Key values with unbounded values; Micrometer's default is none. */
  getHighCardinalityKeyValues(_context: AdvisorObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /**
   * `convention.supportsContext(context)`, or Java's default (`context` is an advisor context) for an
   * object without the method.
   */
  static supportsContext(convention: Partial<AdvisorObservationConvention>, context: ObservationContext | undefined): boolean {
    if (typeof convention.supportsContext === 'function') return convention.supportsContext(context as ObservationContext);
    return context instanceof AdvisorObservationContext;
  }
}
