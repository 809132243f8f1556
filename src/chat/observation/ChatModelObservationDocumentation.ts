/* Ported from Spring AI ChatModelObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { KeyName } from '../../micrometer/common/docs/KeyName.js';
import type { Observation } from '../../micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../micrometer/observation/docs/ObservationDocumentation.js';
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
export class ChatModelObservationDocumentation implements ObservationDocumentation {
  /** The observation of one chat model call. */
  static readonly CHAT_MODEL_OPERATION = new ChatModelObservationDocumentation('CHAT_MODEL_OPERATION', 0);

  /** The low cardinality keys, as Java's nested enum. */
  static readonly LowCardinalityKeyNames = ChatModelLowCardinalityKeyNames;

  /** The high cardinality keys, as Java's nested enum. */
  static readonly HighCardinalityKeyNames = ChatModelHighCardinalityKeyNames;

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
  ) {}

  /** Every constant. */
  static values(): ChatModelObservationDocumentation[] {
    return [ChatModelObservationDocumentation.CHAT_MODEL_OPERATION];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): ChatModelObservationDocumentation {
    if (name === 'CHAT_MODEL_OPERATION') return ChatModelObservationDocumentation.CHAT_MODEL_OPERATION;
    throw new IllegalArgumentException(
      `No enum constant org.springframework.ai.chat.observation.ChatModelObservationDocumentation.${name}`,
    );
  }

  /** {@link DefaultChatModelObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultChatModelObservationConvention;
  }

  /** Every {@link ChatModelLowCardinalityKeyNames} constant. */
  getLowCardinalityKeyNames(): KeyName[] {
    return ChatModelLowCardinalityKeyNames.values();
  }

  /** Every {@link ChatModelHighCardinalityKeyNames} constant. */
  getHighCardinalityKeyNames(): KeyName[] {
    return ChatModelHighCardinalityKeyNames.values();
  }

  /**
   * A not yet started chat model observation: the custom convention wins over a global one of
   * the registry, which wins over `defaultConvention` (which must be a
   * {@link DefaultChatModelObservationConvention}). With a no-op registry it is
   * `Observation.NOOP` and `contextSupplier` is not called.
   */
  observation(
    customConvention: ChatModelObservationConvention | undefined,
    defaultConvention: ChatModelObservationConvention,
    contextSupplier: () => ChatModelObservationContext,
    registry: ObservationRegistry | undefined,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
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
