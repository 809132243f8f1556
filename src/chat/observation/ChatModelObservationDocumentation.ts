/* Ported from Spring AI ChatModelObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationDocumentationConstant } from '../../observation/enums/ObservationDocumentationConstant.js';
import { ChatModelHighCardinalityKeyNames } from './ChatModelHighCardinalityKeyNames.js';
import { ChatModelLowCardinalityKeyNames } from './ChatModelLowCardinalityKeyNames.js';
import type { ChatModelObservationContext } from './ChatModelObservationContext.js';
import type { ChatModelObservationConvention } from './ChatModelObservationConvention.js';
import { DefaultChatModelObservationConvention } from './DefaultChatModelObservationConvention.js';

/**
 * Documents the chat model observation (a Java enum with the single constant
 * `CHAT_MODEL_OPERATION`): its default convention and its key names. Chat models create their
 * observation through it:
 * `ChatModelObservationDocumentation.CHAT_MODEL_OPERATION.observation(custom, DEFAULT, () => context, registry)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationDocumentation.html
 * @category Observation
 */
export class ChatModelObservationDocumentation extends ObservationDocumentationConstant<ChatModelObservationContext, ChatModelObservationConvention> {
  /** The observation of one chat model call. */
  static readonly CHAT_MODEL_OPERATION = new ChatModelObservationDocumentation('CHAT_MODEL_OPERATION', 0, {
    defaultConvention: DefaultChatModelObservationConvention,
    lowCardinalityKeyNames: ChatModelLowCardinalityKeyNames,
    highCardinalityKeyNames: ChatModelHighCardinalityKeyNames,
  });

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ChatModelLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ChatModelHighCardinalityKeyNames;

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatModelObservationDocumentation {
    return ChatModelObservationDocumentation.constantNamed('org.springframework.ai.chat.observation.ChatModelObservationDocumentation', name);
  }
}

/**
 * Type-level view of the nested Java types of {@link ChatModelObservationDocumentation}.
 *
 * @category Observation
 */
export declare namespace ChatModelObservationDocumentation {
  /** Java's `ChatModelObservationDocumentation.LowCardinalityKeyNames`. */
  type LowCardinalityKeyNames = ChatModelLowCardinalityKeyNames;
  /** Java's `ChatModelObservationDocumentation.HighCardinalityKeyNames`. */
  type HighCardinalityKeyNames = ChatModelHighCardinalityKeyNames;
}
