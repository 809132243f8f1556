/* Ported from Spring AI AdvisorObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../../../observation/defaults/ContextTypedObservationConvention.js';
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
export abstract class AdvisorObservationConvention extends ContextTypedObservationConvention<AdvisorObservationContext> {
  /** Advisor contexts: `supportsContext` is true for a {@link AdvisorObservationContext}. */
  protected contextType(): typeof AdvisorObservationContext {
    return AdvisorObservationContext;
  }
}
