/* Ported from Spring AI ChatClientPromptContentObservationHandler (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Logger } from '../../../java/logging/Logger.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import type { ObservationContext } from '../../../java/micrometer/observation/ObservationContext.js';
import type { ObservationHandler } from '../../../java/micrometer/observation/ObservationHandler.js';
import { ObservabilityHelper } from '../../../observation/ObservabilityHelper.js';
import { ChatClientObservationContext } from './ChatClientObservationContext.js';

/**
 * Logs the prompt at info level when a chat-client observation stops:
 * `Chat Client Prompt Content:` followed by `["system":"…", "user":"…"]` (one entry per message
 * type, in the order each type first appears in the prompt; a later message of the same type
 * wins, as in Spring). Register it only where prompts may be logged.
 *
 * @remarks
 * The constructor also takes the logger to write to (by default
 * `LoggerFactory.getLogger('ChatClientPromptContentObservationHandler')`). See
 * docs/DIFFERENCES.md, "The prompt content log lists message types in prompt order".
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientPromptContentObservationHandler.html
 * @category Observation
 */
export class ChatClientPromptContentObservationHandler implements ObservationHandler<ChatClientObservationContext> {
  private readonly logger: Logger.Minimal;

  /** A handler writing to `logger`, or to the default logger. */
  constructor(logger?: Logger.Minimal) {
    this.logger = logger ?? LoggerFactory.getLogger('ChatClientPromptContentObservationHandler');
  }

  /** Logs the prompt content. */
  onStop(context: ChatClientObservationContext): void {
    this.logger.info('Chat Client Prompt Content:\n{}', ObservabilityHelper.concatenateEntries(this.processPrompt(context)));
  }

  /** True for a {@link ChatClientObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatClientObservationContext;
  }

  private processPrompt(context: ChatClientObservationContext): Map<string, unknown> {
    const instructions = context.getRequest().prompt().getInstructions();
    const messages = new Map<string, unknown>();
    if (instructions === undefined || instructions.length === 0) return messages;
    for (const message of instructions) messages.set(message.getMessageType().getValue(), message.getText());
    return messages;
  }
}
