/* Ported from Spring AI ChatClientCompletionObservationHandler (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../../java/core/StringUtils.js';
import type { Logger } from '../../../java/logging/Logger.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import type { ObservationContext } from '../../../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../../../java/micrometer/observation/ObservationHandler.js';
import { ObservabilityHelper } from '../../../observation/ObservabilityHelper.js';
import { ChatClientObservationContext } from './ChatClientObservationContext.js';

/**
 * Logs the completion texts at info level when a chat-client observation stops:
 * `Chat Client Completion:` followed by `["…", …]` (the generations with text). Register it
 * only where completions may be logged.
 *
 * @remarks
 * The constructor also takes the logger to write to (by default
 * `LoggerFactory.getLogger('ChatClientCompletionObservationHandler')`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientCompletionObservationHandler.html
 * @category Observation
 */
export class ChatClientCompletionObservationHandler implements ObservationHandler<ChatClientObservationContext> {
  private readonly logger: Logger.Minimal;

  /** A handler writing to `logger`, or to the default logger. */
  constructor(logger?: Logger.Minimal) {
    this.logger = logger ?? LoggerFactory.getLogger('ChatClientCompletionObservationHandler');
  }

  /** Logs the completion. */
  onStop(context: ChatClientObservationContext): void {
    this.logger.info('Chat Client Completion:\n{}', ObservabilityHelper.concatenateStrings(this.completion(context)));
  }

  /** True for a {@link ChatClientObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatClientObservationContext;
  }

  private completion(context: ChatClientObservationContext): string[] {
    const chatResponse = context.getResponse()?.chatResponse();
    if (chatResponse === undefined || chatResponse === null) return [];
    return chatResponse
      .getResults()
      .map((generation) => generation.getOutput()?.getText())
      .filter((text): text is string => StringUtils.hasText(text));
  }
}
