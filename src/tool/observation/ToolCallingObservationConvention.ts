/* Ported from Spring AI ToolCallingObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationContext } from '../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
import { ToolCallingObservationContext } from './ToolCallingObservationContext.js';

/**
 * An observation convention for tool calls: names the observation and derives its key values
 * from a {@link ToolCallingObservationContext}.
 *
 * @remarks
 * Java's default `supportsContext` (true for tool calling contexts only) is optional here; the
 * companion's {@link ToolCallingObservationConvention.supportsContext} applies it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationConvention.html
 * @category Observation
 */
export interface ToolCallingObservationConvention extends ObservationConvention<ToolCallingObservationContext> {}

/**
 * Statics of {@link ToolCallingObservationConvention}.
 *
 * @category Observation
 */
export const ToolCallingObservationConvention = {
  /**
   * `convention.supportsContext(context)`, or Java's default: whether `context` is a
   * {@link ToolCallingObservationContext}.
   */
  supportsContext(convention: ToolCallingObservationConvention, context: ObservationContext | undefined): boolean {
    if (typeof convention.supportsContext === 'function') {
      return convention.supportsContext(context as ObservationContext);
    }
    return context instanceof ToolCallingObservationContext;
  },
} as const;
