/* Ported from Spring AI VectorStoreQueryResponseObservationHandler (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Logger } from '../../java/logging/Logger.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../../java/micrometer/observation/ObservationHandler.js';
import { ObservabilityHelper } from '../../observation/ObservabilityHelper.js';
import { VectorStoreObservationContext } from './VectorStoreObservationContext.js';

/**
 * Logs the texts of the documents a vector store query returned, at info level, when a vector
 * store observation stops: `Vector Store Query Response:` followed by `["…", "…"]` (`[]` when the
 * operation returned no documents). Register it only where retrieved content may be logged: it is
 * the counterpart of Spring AI's `spring.ai.vectorstore.observations.log-query-response` switch.
 *
 * @remarks
 * The constructor also takes the logger to write to (any {@link Logger.Minimal}) (by default
 * `LoggerFactory.getLogger('VectorStoreQueryResponseObservationHandler')`, which writes info
 * messages only when `SPRING_AI_TS_LOG=info` or lower). A document without text appears as
 * `"undefined"`, where Spring prints `"null"`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreQueryResponseObservationHandler.html
 * @category Observation
 */
export class VectorStoreQueryResponseObservationHandler implements ObservationHandler<VectorStoreObservationContext> {
  private readonly logger: Logger.Minimal;

  /** A handler writing to `logger`, or to the default logger. */
  constructor(logger?: Logger.Minimal) {
    this.logger = logger ?? LoggerFactory.getLogger('VectorStoreQueryResponseObservationHandler');
  }

  /** Logs the query response. */
  onStop(context: VectorStoreObservationContext): void {
    this.logger.info('Vector Store Query Response:\n{}', ObservabilityHelper.concatenateStrings(this.documents(context)));
  }

  /** True for a {@link VectorStoreObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof VectorStoreObservationContext;
  }

  private documents(context: VectorStoreObservationContext): Array<string | undefined> {
    const response = context.getQueryResponse();
    if (response === undefined || response === null || response.length === 0) return [];
    return response.map((document) => document.getText());
  }
}
