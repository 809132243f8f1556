/* Ported from Spring AI ChatClientObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../core/IllegalArgumentException.js';
import type { KeyName } from '../../../micrometer/common/docs/KeyName.js';
import type { Observation } from '../../../micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../../micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../../micrometer/observation/docs/ObservationDocumentation.js';
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
export class ChatClientObservationDocumentation implements ObservationDocumentation {
  /** The observation of one `ChatClient` call or stream. */
  static readonly AI_CHAT_CLIENT = new ChatClientObservationDocumentation('AI_CHAT_CLIENT', 0);

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ChatClientLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ChatClientHighCardinalityKeyNames;

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
  ) {}

  /** {@link DefaultChatClientObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultChatClientObservationConvention;
  }

  /** Every {@link ChatClientLowCardinalityKeyNames} constant. */
  getLowCardinalityKeyNames(): KeyName[] {
    return ChatClientLowCardinalityKeyNames.values();
  }

  /** Every {@link ChatClientHighCardinalityKeyNames} constant. */
  getHighCardinalityKeyNames(): KeyName[] {
    return ChatClientHighCardinalityKeyNames.values();
  }

  /**
   * A not yet started observation: the custom convention wins over a global one of the
   * registry, which wins over `defaultConvention`. With a no-op registry it is
   * `Observation.NOOP` and `contextSupplier` is not called.
   */
  observation(
    customConvention: ChatClientObservationConvention | undefined,
    defaultConvention: ChatClientObservationConvention,
    contextSupplier: () => ChatClientObservationContext,
    registry: ObservationRegistry,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }

  /** The constant's name. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }

  /** Every constant. */
  static values(): ChatClientObservationDocumentation[] {
    return [ChatClientObservationDocumentation.AI_CHAT_CLIENT];
  }

  /**
   * The constant with the given name.
   * @throws IllegalArgumentException when no constant has that name
   */
  static valueOf(name: string): ChatClientObservationDocumentation {
    if (name === 'AI_CHAT_CLIENT') return ChatClientObservationDocumentation.AI_CHAT_CLIENT;
    throw new IllegalArgumentException(
      `No enum constant org.springframework.ai.chat.client.observation.ChatClientObservationDocumentation.${name}`,
    );
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
