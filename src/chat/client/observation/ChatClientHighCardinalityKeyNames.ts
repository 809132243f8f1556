/* Ported from Spring AI ChatClientObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationKeyName } from '../../../observation/enums/ObservationKeyName.js';

/**
 * The high cardinality keys of a chat-client observation (Java's nested enum
 * `ChatClientObservationDocumentation.HighCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `ChatClientObservationDocumentation.HighCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationDocumentation.HighCardinalityKeyNames.html
 * @category Observation
 */
export class ChatClientHighCardinalityKeyNames extends ObservationKeyName {
  /** The names of the advisors: `spring.ai.chat.client.advisors`. */
  static readonly CHAT_CLIENT_ADVISORS = new ChatClientHighCardinalityKeyNames('CHAT_CLIENT_ADVISORS', 0, 'spring.ai.chat.client.advisors');

  /** The conversation id: `spring.ai.chat.client.conversation.id`. */
  static readonly CHAT_CLIENT_CONVERSATION_ID = new ChatClientHighCardinalityKeyNames('CHAT_CLIENT_CONVERSATION_ID', 1, 'spring.ai.chat.client.conversation.id');

  /** The names of the tools: `spring.ai.chat.client.tool.names`. */
  static readonly CHAT_CLIENT_TOOL_NAMES = new ChatClientHighCardinalityKeyNames('CHAT_CLIENT_TOOL_NAMES', 2, 'spring.ai.chat.client.tool.names');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatClientHighCardinalityKeyNames {
    return ChatClientHighCardinalityKeyNames.constantNamed('org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
