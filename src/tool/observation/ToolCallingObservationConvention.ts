/* Ported from Spring AI ToolCallingObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValues } from '../../micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
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
export abstract class ToolCallingObservationConvention implements ObservationConvention<ToolCallingObservationContext> {
  /** Whether `context` is a tool calling context (Java's default method). */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ToolCallingObservationContext;
  }

  /** The technical name (metric name); Micrometer's default is none. */
  getName(): string | undefined {
    return undefined;
  }

  /** The human-readable name (span name); Micrometer's default is none. */
  getContextualName(_context: ToolCallingObservationContext): string | undefined {
    return undefined;
  }

  /** Key values with a bounded set of values; Micrometer's default is none. */
  getLowCardinalityKeyValues(_context: ToolCallingObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /** Key values with unbounded values; Micrometer's default is none. */
  getHighCardinalityKeyValues(_context: ToolCallingObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /**
   * `convention.supportsContext(context)`, or Java's default (`context` is a tool calling context) for an
   * object without the method.
   */
  static supportsContext(convention: Partial<ToolCallingObservationConvention>, context: ObservationContext | undefined): boolean {
    if (typeof convention.supportsContext === 'function') return convention.supportsContext(context as ObservationContext);
    return context instanceof ToolCallingObservationContext;
  }
}
