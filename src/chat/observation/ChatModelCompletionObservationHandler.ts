/* Ported from Spring AI ChatModelCompletionObservationHandler (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../java/core/StringUtils.js';
import { Logger } from '../../java/logging/Logger.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../../java/micrometer/observation/ObservationHandler.js';
import { ObservabilityHelper } from '../../observation/ObservabilityHelper.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * Logs the completion texts at info level when a chat model observation stops:
 * `Chat Model Completion:` followed by `["…", "…"]` (the generations with text; `[]` when the
 * first generation has none). Register it only where completions may be logged.
 *
 * @remarks
 * The constructor also takes the logger to write to (any {@link Logger.Minimal}) (by default
 * `LoggerFactory.getLogger('ChatModelCompletionObservationHandler')`, which writes info messages
 * only when `SPRING_AI_TS_LOG=info` or lower).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelCompletionObservationHandler.html
 * @category Observation
 */
export class ChatModelCompletionObservationHandler implements ObservationHandler<ChatModelObservationContext> {
  private readonly logger: Logger.Minimal;

  /** A handler writing to `logger`, or to the default logger. */
  constructor(logger?: Logger.Minimal) {
    this.logger = logger ?? LoggerFactory.getLogger('ChatModelCompletionObservationHandler');
  }

  /** Logs the completion. */
  onStop(context: ChatModelObservationContext): void {
    this.logger.info('Chat Model Completion:\n{}', ObservabilityHelper.concatenateStrings(this.completion(context)));
  }

  /** True for a {@link ChatModelObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatModelObservationContext;
  }

  private completion(context: ChatModelObservationContext): string[] {
    const response = context.getResponse();
    const results = response?.getResults();
    if (response === undefined || results === undefined || results.length === 0) return [];
    if (!StringUtils.hasText(response.getResult()?.getOutput().getText())) return [];
    return results
      .map((generation) => generation.getOutput()?.getText())
      .filter((text): text is string => StringUtils.hasText(text));
  }
}
