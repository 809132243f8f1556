/* Ported from Spring AI ChatModelPromptContentObservationHandler (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Logger } from '../../java/logging/Logger.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../../java/micrometer/observation/ObservationHandler.js';
import { ObservabilityHelper } from '../../observation/ObservabilityHelper.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * Logs the prompt's message texts at info level when a chat model observation stops:
 * `Chat Model Prompt Content:` followed by `["…", "…"]`. Register it only where prompts may be
 * logged; they can hold personal data.
 *
 * @remarks
 * The constructor also takes the logger to write to (any {@link Logger.Minimal}) (by default
 * `LoggerFactory.getLogger('ChatModelPromptContentObservationHandler')`, which writes info
 * messages only when `SPRING_AI_TS_LOG=info` or lower).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelPromptContentObservationHandler.html
 * @category Observation
 */
export class ChatModelPromptContentObservationHandler implements ObservationHandler<ChatModelObservationContext> {
  private readonly logger: Logger.Minimal;

  /** A handler writing to `logger`, or to the default logger. */
  constructor(logger?: Logger.Minimal) {
    this.logger = logger ?? LoggerFactory.getLogger('ChatModelPromptContentObservationHandler');
  }

  /** Logs the prompt content. */
  onStop(context: ChatModelObservationContext): void {
    this.logger.info('Chat Model Prompt Content:\n{}', ObservabilityHelper.concatenateStrings(this.prompt(context)));
  }

  /** True for a {@link ChatModelObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatModelObservationContext;
  }

  private prompt(context: ChatModelObservationContext): string[] {
    const instructions = context.getRequest().getInstructions();
    if (instructions === undefined || instructions.length === 0) return [];
    return instructions.map((message) => message.getText() as string);
  }
}
