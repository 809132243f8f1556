/* spring-ai-ts, Apache-2.0. No Spring counterpart: which attribute names the OpenTelemetry bridge emits. */

/**
 * The naming scheme of the spans and metrics that the OpenTelemetry bridge emits.
 *
 * - `'spring'` (the default): what a Spring AI service emits through Micrometer Tracing's
 *   OpenTelemetry bridge, so dashboards and queries built for a Spring AI service work unchanged:
 *   span name = the observation's contextual name in Micrometer's lower-hyphen form, every low and
 *   high cardinality key value as a string attribute (`gen_ai.system`, `spring.ai.kind`, …).
 * - `'gen_ai'`: the current OpenTelemetry GenAI semantic conventions: `chat {model}` client spans
 *   with `gen_ai.provider.name`, typed `gen_ai.request.*` / `gen_ai.usage.*` attributes,
 *   `execute_tool {tool}` spans with `gen_ai.tool.*`, `error.type` on failures;
 *   `embeddings {model}` client spans (`gen_ai.embeddings.dimension.count`,
 *   `gen_ai.usage.input_tokens`); vector store operations as database client spans
 *   (`db.system.name`, `db.operation.name`, `db.collection.name`, `db.namespace`, named
 *   `{operation} {collection}`), a query as a `retrieval {collection}` span with
 *   `gen_ai.operation.name` `retrieval`, `gen_ai.data_source.id` and `gen_ai.request.top_k`.
 *   Names follow OpenTelemetry semantic conventions v1.41.0, the last release that held the GenAI
 *   conventions before they moved to a repository of their own.
 *
 * @category OpenTelemetry
 */
export type OpenTelemetrySemanticConventions = 'spring' | 'gen_ai';

/**
 * Companion of {@link OpenTelemetrySemanticConventions}: the two values as constants.
 *
 * @category OpenTelemetry
 */
export const OpenTelemetrySemanticConventions = {
  /** Spring AI's observation names and key values, as Micrometer Tracing exports them. */
  SPRING: 'spring',
  /** The OpenTelemetry GenAI semantic conventions. */
  GEN_AI: 'gen_ai',
} as const satisfies Record<string, OpenTelemetrySemanticConventions>;
