/* Ported from Spring AI ChatClientObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationKeyName } from '../../../observation/enums/ObservationKeyName.js';

/**
 * The low cardinality keys of a chat-client observation (Java's nested enum
 * `ChatClientObservationDocumentation.LowCardinalityKeyNames`).
 *
 * @remarks
 * Exported under a prefixed name because other observation documentations have a nested enum of
 * the same name; also reachable as `ChatClientObservationDocumentation.LowCardinalityKeyNames`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationDocumentation.LowCardinalityKeyNames.html
 * @category Observation
 */
export class ChatClientLowCardinalityKeyNames extends ObservationKeyName {
  /** The kind of Spring AI component: `spring.ai.kind`. */
  static readonly SPRING_AI_KIND = new ChatClientLowCardinalityKeyNames('SPRING_AI_KIND', 0, 'spring.ai.kind');

  /** Whether the call streams: `spring.ai.chat.client.stream`. */
  static readonly STREAM = new ChatClientLowCardinalityKeyNames('STREAM', 1, 'spring.ai.chat.client.stream');

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatClientLowCardinalityKeyNames {
    return ChatClientLowCardinalityKeyNames.constantNamed('org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
