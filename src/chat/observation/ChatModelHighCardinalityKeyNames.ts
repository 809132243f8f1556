/* Ported from Spring AI ChatModelObservationDocumentation.HighCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AiObservationAttributes } from '../../observation/conventions/AiObservationAttributes.js';
import { ObservationKeyName } from '../../observation/enums/ObservationKeyName.js';

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
export class ChatModelHighCardinalityKeyNames extends ObservationKeyName {
  /** The frequency penalty: `gen_ai.request.frequency_penalty`. */
  static readonly REQUEST_FREQUENCY_PENALTY = new ChatModelHighCardinalityKeyNames('REQUEST_FREQUENCY_PENALTY', 0, AiObservationAttributes.REQUEST_FREQUENCY_PENALTY);

  /** The token limit: `gen_ai.request.max_tokens`. */
  static readonly REQUEST_MAX_TOKENS = new ChatModelHighCardinalityKeyNames('REQUEST_MAX_TOKENS', 1, AiObservationAttributes.REQUEST_MAX_TOKENS);

  /** The presence penalty: `gen_ai.request.presence_penalty`. */
  static readonly REQUEST_PRESENCE_PENALTY = new ChatModelHighCardinalityKeyNames('REQUEST_PRESENCE_PENALTY', 2, AiObservationAttributes.REQUEST_PRESENCE_PENALTY);

  /** The stop sequences: `gen_ai.request.stop_sequences`. */
  static readonly REQUEST_STOP_SEQUENCES = new ChatModelHighCardinalityKeyNames('REQUEST_STOP_SEQUENCES', 3, AiObservationAttributes.REQUEST_STOP_SEQUENCES);

  /** The temperature: `gen_ai.request.temperature`. */
  static readonly REQUEST_TEMPERATURE = new ChatModelHighCardinalityKeyNames('REQUEST_TEMPERATURE', 4, AiObservationAttributes.REQUEST_TEMPERATURE);

  /** The tools offered: `spring.ai.model.request.tool.names`. */
  static readonly REQUEST_TOOL_NAMES = new ChatModelHighCardinalityKeyNames('REQUEST_TOOL_NAMES', 5, AiObservationAttributes.REQUEST_TOOL_NAMES);

  /** Top-k sampling: `gen_ai.request.top_k`. */
  static readonly REQUEST_TOP_K = new ChatModelHighCardinalityKeyNames('REQUEST_TOP_K', 6, AiObservationAttributes.REQUEST_TOP_K);

  /** Top-p sampling: `gen_ai.request.top_p`. */
  static readonly REQUEST_TOP_P = new ChatModelHighCardinalityKeyNames('REQUEST_TOP_P', 7, AiObservationAttributes.REQUEST_TOP_P);

  /** Why generation stopped: `gen_ai.response.finish_reasons`. */
  static readonly RESPONSE_FINISH_REASONS = new ChatModelHighCardinalityKeyNames('RESPONSE_FINISH_REASONS', 8, AiObservationAttributes.RESPONSE_FINISH_REASONS);

  /** The response id: `gen_ai.response.id`. */
  static readonly RESPONSE_ID = new ChatModelHighCardinalityKeyNames('RESPONSE_ID', 9, AiObservationAttributes.RESPONSE_ID);

  /** Input tokens: `gen_ai.usage.input_tokens`. */
  static readonly USAGE_INPUT_TOKENS = new ChatModelHighCardinalityKeyNames('USAGE_INPUT_TOKENS', 10, AiObservationAttributes.USAGE_INPUT_TOKENS);

  /** Output tokens: `gen_ai.usage.output_tokens`. */
  static readonly USAGE_OUTPUT_TOKENS = new ChatModelHighCardinalityKeyNames('USAGE_OUTPUT_TOKENS', 11, AiObservationAttributes.USAGE_OUTPUT_TOKENS);

  /** Total tokens: `gen_ai.usage.total_tokens`. */
  static readonly USAGE_TOTAL_TOKENS = new ChatModelHighCardinalityKeyNames('USAGE_TOTAL_TOKENS', 12, AiObservationAttributes.USAGE_TOTAL_TOKENS);

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatModelHighCardinalityKeyNames {
    return ChatModelHighCardinalityKeyNames.constantNamed('org.springframework.ai.chat.observation.ChatModelObservationDocumentation.HighCardinalityKeyNames', name);
  }
}
