/* Ported from Spring AI ChatModelObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValue } from '../../micrometer/common/KeyValue.js';
import type { KeyName } from '../../micrometer/common/docs/KeyName.js';
import { AiObservationAttributes } from '../../observation/conventions/AiObservationAttributes.js';
import { enumValueOf } from '../../core/lang/JavaEnums.js';

/**
 * The high cardinality keys (span attributes) of a chat model observation.
 *
 * @remarks
 * Java's nested enum `ChatModelObservationDocumentation.HighCardinalityKeyNames`, exported under a prefixed
 * name because every observation documentation has a nested enum of that name; also reachable as
 * `ChatModelObservationDocumentation.HighCardinalityKeyNames`. Each key is the value of the
 * `AiObservationAttributes` constant of the same name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationDocumentation.HighCardinalityKeyNames.html
 * @category Observation
 */
export class ChatModelHighCardinalityKeyNames implements KeyName {
  /** The frequency penalty: `gen_ai.request.frequency_penalty`. */
  static readonly REQUEST_FREQUENCY_PENALTY = new ChatModelHighCardinalityKeyNames(
    'REQUEST_FREQUENCY_PENALTY',
    0,
    AiObservationAttributes.REQUEST_FREQUENCY_PENALTY,
  );

  /** The token limit: `gen_ai.request.max_tokens`. */
  static readonly REQUEST_MAX_TOKENS = new ChatModelHighCardinalityKeyNames(
    'REQUEST_MAX_TOKENS',
    1,
    AiObservationAttributes.REQUEST_MAX_TOKENS,
  );

  /** The presence penalty: `gen_ai.request.presence_penalty`. */
  static readonly REQUEST_PRESENCE_PENALTY = new ChatModelHighCardinalityKeyNames(
    'REQUEST_PRESENCE_PENALTY',
    2,
    AiObservationAttributes.REQUEST_PRESENCE_PENALTY,
  );

  /** The stop sequences: `gen_ai.request.stop_sequences`. */
  static readonly REQUEST_STOP_SEQUENCES = new ChatModelHighCardinalityKeyNames(
    'REQUEST_STOP_SEQUENCES',
    3,
    AiObservationAttributes.REQUEST_STOP_SEQUENCES,
  );

  /** The temperature: `gen_ai.request.temperature`. */
  static readonly REQUEST_TEMPERATURE = new ChatModelHighCardinalityKeyNames(
    'REQUEST_TEMPERATURE',
    4,
    AiObservationAttributes.REQUEST_TEMPERATURE,
  );

  /** The tools offered: `spring.ai.model.request.tool.names`. */
  static readonly REQUEST_TOOL_NAMES = new ChatModelHighCardinalityKeyNames(
    'REQUEST_TOOL_NAMES',
    5,
    AiObservationAttributes.REQUEST_TOOL_NAMES,
  );

  /** Top-k sampling: `gen_ai.request.top_k`. */
  static readonly REQUEST_TOP_K = new ChatModelHighCardinalityKeyNames(
    'REQUEST_TOP_K',
    6,
    AiObservationAttributes.REQUEST_TOP_K,
  );

  /** Top-p sampling: `gen_ai.request.top_p`. */
  static readonly REQUEST_TOP_P = new ChatModelHighCardinalityKeyNames(
    'REQUEST_TOP_P',
    7,
    AiObservationAttributes.REQUEST_TOP_P,
  );

  /** Why generation stopped: `gen_ai.response.finish_reasons`. */
  static readonly RESPONSE_FINISH_REASONS = new ChatModelHighCardinalityKeyNames(
    'RESPONSE_FINISH_REASONS',
    8,
    AiObservationAttributes.RESPONSE_FINISH_REASONS,
  );

  /** The response id: `gen_ai.response.id`. */
  static readonly RESPONSE_ID = new ChatModelHighCardinalityKeyNames(
    'RESPONSE_ID',
    9,
    AiObservationAttributes.RESPONSE_ID,
  );

  /** Input tokens: `gen_ai.usage.input_tokens`. */
  static readonly USAGE_INPUT_TOKENS = new ChatModelHighCardinalityKeyNames(
    'USAGE_INPUT_TOKENS',
    10,
    AiObservationAttributes.USAGE_INPUT_TOKENS,
  );

  /** Output tokens: `gen_ai.usage.output_tokens`. */
  static readonly USAGE_OUTPUT_TOKENS = new ChatModelHighCardinalityKeyNames(
    'USAGE_OUTPUT_TOKENS',
    11,
    AiObservationAttributes.USAGE_OUTPUT_TOKENS,
  );

  /** Total tokens: `gen_ai.usage.total_tokens`. */
  static readonly USAGE_TOTAL_TOKENS = new ChatModelHighCardinalityKeyNames(
    'USAGE_TOTAL_TOKENS',
    12,
    AiObservationAttributes.USAGE_TOTAL_TOKENS,
  );

  private static readonly VALUES: readonly ChatModelHighCardinalityKeyNames[] = [
    ChatModelHighCardinalityKeyNames.REQUEST_FREQUENCY_PENALTY,
    ChatModelHighCardinalityKeyNames.REQUEST_MAX_TOKENS,
    ChatModelHighCardinalityKeyNames.REQUEST_PRESENCE_PENALTY,
    ChatModelHighCardinalityKeyNames.REQUEST_STOP_SEQUENCES,
    ChatModelHighCardinalityKeyNames.REQUEST_TEMPERATURE,
    ChatModelHighCardinalityKeyNames.REQUEST_TOOL_NAMES,
    ChatModelHighCardinalityKeyNames.REQUEST_TOP_K,
    ChatModelHighCardinalityKeyNames.REQUEST_TOP_P,
    ChatModelHighCardinalityKeyNames.RESPONSE_FINISH_REASONS,
    ChatModelHighCardinalityKeyNames.RESPONSE_ID,
    ChatModelHighCardinalityKeyNames.USAGE_INPUT_TOKENS,
    ChatModelHighCardinalityKeyNames.USAGE_OUTPUT_TOKENS,
    ChatModelHighCardinalityKeyNames.USAGE_TOTAL_TOKENS,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly attribute: AiObservationAttributes,
  ) {}

  /** Every constant, in declaration order. */
  static values(): ChatModelHighCardinalityKeyNames[] {
    return [...ChatModelHighCardinalityKeyNames.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): ChatModelHighCardinalityKeyNames {
    return enumValueOf(ChatModelHighCardinalityKeyNames.VALUES, 'org.springframework.ai.chat.observation.ChatModelObservationDocumentation.HighCardinalityKeyNames', name);
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
