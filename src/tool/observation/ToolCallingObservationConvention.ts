/* Ported from Spring AI ToolCallingObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../observation/defaults/ContextTypedObservationConvention.js';
import { ToolCallingObservationContext } from './ToolCallingObservationContext.js';

/**
 * An observation convention for tool calls: names the observation and derives its key values
 * from a {@link ToolCallingObservationContext}.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link ToolCallingObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements ToolCallingObservationConvention` becomes `extends ToolCallingObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link ToolCallingObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationConvention.html
 * @category Observation
 */
export abstract class ToolCallingObservationConvention extends ContextTypedObservationConvention<ToolCallingObservationContext> {
  /** Tool calling contexts: `supportsContext` is true for a {@link ToolCallingObservationContext}. */
  protected contextType(): typeof ToolCallingObservationContext {
    return ToolCallingObservationContext;
  }
}
