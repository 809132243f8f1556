/* Ported from Spring AI ChatModelObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValue } from '../../micrometer/common/KeyValue.js';
import type { KeyName } from '../../micrometer/common/docs/KeyName.js';
import { AiObservationAttributes } from '../../observation/conventions/AiObservationAttributes.js';
import { enumValueOf } from '../../core/lang/JavaEnums.js';

/**
 * The low cardinality keys (metric tags) of a chat model observation.
 *
 * @remarks
 * Java's nested enum `ChatModelObservationDocumentation.LowCardinalityKeyNames`, exported under a prefixed
 * name because every observation documentation has a nested enum of that name; also reachable as
 * `ChatModelObservationDocumentation.LowCardinalityKeyNames`. Each key is the value of the
 * `AiObservationAttributes` constant of the same name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationDocumentation.LowCardinalityKeyNames.html
 * @category Observation
 */
export class ChatModelLowCardinalityKeyNames implements KeyName {
  /** The operation performed: `gen_ai.operation.name`. */
  static readonly AI_OPERATION_TYPE = new ChatModelLowCardinalityKeyNames(
    'AI_OPERATION_TYPE',
    0,
    AiObservationAttributes.AI_OPERATION_TYPE,
  );

  /** The model provider: `gen_ai.system`. */
  static readonly AI_PROVIDER = new ChatModelLowCardinalityKeyNames(
    'AI_PROVIDER',
    1,
    AiObservationAttributes.AI_PROVIDER,
  );

  /** The model asked for: `gen_ai.request.model`. */
  static readonly REQUEST_MODEL = new ChatModelLowCardinalityKeyNames(
    'REQUEST_MODEL',
    2,
    AiObservationAttributes.REQUEST_MODEL,
  );

  /** The model that answered: `gen_ai.response.model`. */
  static readonly RESPONSE_MODEL = new ChatModelLowCardinalityKeyNames(
    'RESPONSE_MODEL',
    3,
    AiObservationAttributes.RESPONSE_MODEL,
  );

  private static readonly VALUES: readonly ChatModelLowCardinalityKeyNames[] = [
    ChatModelLowCardinalityKeyNames.AI_OPERATION_TYPE,
    ChatModelLowCardinalityKeyNames.AI_PROVIDER,
    ChatModelLowCardinalityKeyNames.REQUEST_MODEL,
    ChatModelLowCardinalityKeyNames.RESPONSE_MODEL,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly attribute: AiObservationAttributes,
  ) {}

  /** Every constant, in declaration order. */
  static values(): ChatModelLowCardinalityKeyNames[] {
    return [...ChatModelLowCardinalityKeyNames.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): ChatModelLowCardinalityKeyNames {
    return enumValueOf(ChatModelLowCardinalityKeyNames.VALUES, 'org.springframework.ai.chat.observation.ChatModelObservationDocumentation.LowCardinalityKeyNames', name);
  }

  /** The key as it appears on metrics and spans. */
  asString(): string {
    return this.attribute.value();
  }

  /** A key value with this key and `value` (Micrometer's `KeyName.withValue`). */
  withValue(value: string): KeyValue {
    return KeyValue.of(this.asString(), value);
  }

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position in declaration order, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The constant's name, as Java's `Enum.toString()`. */
  toString(): string {
    return this.constantName;
  }
}
