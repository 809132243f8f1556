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
  /**
   * Export the query text and the retrieved documents (ids and scores) of vector store queries
   * (default `false`), as `gen_ai.retrieval.query.text` / `gen_ai.retrieval.documents` in the
   * `'gen_ai'` conventions; the counterpart of `spring.ai.vectorstore.observations.log-query-response`.
   * In the `'spring'` conventions the query text is already one of Spring's key values and the
   * documents are not exported (register `VectorStoreQueryResponseObservationHandler` for Spring's log line).
   */
  readonly logQueryResponse?: boolean | undefined;
}
