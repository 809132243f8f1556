/* spring-ai-ts, Apache-2.0. No Spring counterpart: options of the OpenTelemetry bridge. */
import type { OpenTelemetrySemanticConventions } from './OpenTelemetrySemanticConventions.js';

/**
 * Options shared by the OpenTelemetry tracing and meter handlers.
 *
 * Content (prompts, completions, tool arguments and results) is never exported unless switched
 * on here; these are the counterparts of Spring AI's `spring.ai.chat.observations.log-prompt`,
 * `log-completion` and `spring.ai.tools.observations.include-content` properties.
 *
 * @category OpenTelemetry
 */
export interface OpenTelemetryObservationOptions {
  /** Attribute and span naming: `'spring'` (default) or `'gen_ai'`. */
  readonly semanticConventions?: OpenTelemetrySemanticConventions | undefined;
  /** Export the prompt messages of chat model calls (default `false`). */
  readonly logPrompt?: boolean | undefined;
  /** Export the completion of chat model calls (default `false`). */
  readonly logCompletion?: boolean | undefined;
  /** Export tool call arguments and results (default `false`). */
  readonly includeToolContent?: boolean | undefined;
}
