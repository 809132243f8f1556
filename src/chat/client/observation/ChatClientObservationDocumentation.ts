/* Ported from Spring AI ChatClientObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationDocumentationConstant } from '../../../observation/enums/ObservationDocumentationConstant.js';
import { ChatClientHighCardinalityKeyNames } from './ChatClientHighCardinalityKeyNames.js';
import { ChatClientLowCardinalityKeyNames } from './ChatClientLowCardinalityKeyNames.js';
import type { ChatClientObservationContext } from './ChatClientObservationContext.js';
import type { ChatClientObservationConvention } from './ChatClientObservationConvention.js';
import { DefaultChatClientObservationConvention } from './DefaultChatClientObservationConvention.js';

/**
 * Documents the chat-client observation (a Java enum with the single constant `AI_CHAT_CLIENT`):
 * its default convention and its key names.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationDocumentation.html
 * @category Observation
 */
export class ChatClientObservationDocumentation extends ObservationDocumentationConstant<ChatClientObservationContext, ChatClientObservationConvention> {
  /** The observation of one `ChatClient` call or stream. */
  static readonly AI_CHAT_CLIENT = new ChatClientObservationDocumentation('AI_CHAT_CLIENT', 0, {
    defaultConvention: DefaultChatClientObservationConvention,
    lowCardinalityKeyNames: ChatClientLowCardinalityKeyNames,
    highCardinalityKeyNames: ChatClientHighCardinalityKeyNames,
  });

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ChatClientLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ChatClientHighCardinalityKeyNames;

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatClientObservationDocumentation {
    return ChatClientObservationDocumentation.constantNamed('org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation', name);
  }
}

/**
 * Type-level view of the nested Java enums of {@link ChatClientObservationDocumentation}.
 *
 * @category Observation
 */
export declare namespace ChatClientObservationDocumentation {
  /** Java's `ChatClientObservationDocumentation.LowCardinalityKeyNames`. */
  type LowCardinalityKeyNames = ChatClientLowCardinalityKeyNames;
  /** Java's `ChatClientObservationDocumentation.HighCardinalityKeyNames`. */
  type HighCardinalityKeyNames = ChatClientHighCardinalityKeyNames;
}
