/* Ported from Spring AI ToolCallingContentObservationFilter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationFilter } from '../../java/micrometer/observation/ObservationFilter.js';
import { ToolCallingHighCardinalityKeyNames } from './ToolCallingHighCardinalityKeyNames.js';
import { ToolCallingObservationContext } from './ToolCallingObservationContext.js';

/**
 * An observation filter that adds the tool call content (arguments and, when known, result) to
 * tool call observations as high cardinality key values. Register it only where the content may
 * be recorded: it can hold personal data.
 *
 * @example
 * ```ts
 * registry.observationConfig().observationFilter(new ToolCallingContentObservationFilter());
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingContentObservationFilter.html
 * @category Observation
 */
export class ToolCallingContentObservationFilter implements ObservationFilter {
  /** Adds `spring.ai.tool.call.arguments` and `spring.ai.tool.call.result`; other contexts pass unchanged. */
  map(context: ObservationContext): ObservationContext {
    if (!(context instanceof ToolCallingObservationContext)) {
      return context;
    }
    context.addHighCardinalityKeyValue(
      ToolCallingHighCardinalityKeyNames.TOOL_CALL_ARGUMENTS.withValue(context.getToolCallArguments()),
    );
    const toolCallResult = context.getToolCallResult();
    if (toolCallResult !== undefined && toolCallResult !== null) {
      context.addHighCardinalityKeyValue(ToolCallingHighCardinalityKeyNames.TOOL_CALL_RESULT.withValue(toolCallResult));
    }
    return context;
  }
}
