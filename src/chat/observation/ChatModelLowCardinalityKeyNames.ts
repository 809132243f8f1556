/* Ported from Spring AI ChatModelObservationDocumentation.LowCardinalityKeyNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AiObservationAttributes } from '../../observation/conventions/AiObservationAttributes.js';
import { ObservationKeyName } from '../../observation/enums/ObservationKeyName.js';

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
export class ChatModelLowCardinalityKeyNames extends ObservationKeyName {
  /** The operation performed: `gen_ai.operation.name`. */
  static readonly AI_OPERATION_TYPE = new ChatModelLowCardinalityKeyNames('AI_OPERATION_TYPE', 0, AiObservationAttributes.AI_OPERATION_TYPE);

  /** The model provider: `gen_ai.system`. */
  static readonly AI_PROVIDER = new ChatModelLowCardinalityKeyNames('AI_PROVIDER', 1, AiObservationAttributes.AI_PROVIDER);

  /** The model asked for: `gen_ai.request.model`. */
  static readonly REQUEST_MODEL = new ChatModelLowCardinalityKeyNames('REQUEST_MODEL', 2, AiObservationAttributes.REQUEST_MODEL);

  /** The model that answered: `gen_ai.response.model`. */
  static readonly RESPONSE_MODEL = new ChatModelLowCardinalityKeyNames('RESPONSE_MODEL', 3, AiObservationAttributes.RESPONSE_MODEL);

  /**
   * The constant with the given name (`values()`, inherited, lists them all).
   * @throws IllegalArgumentException when no constant has that name
   */
  static override valueOf(name: string): ChatModelLowCardinalityKeyNames {
    return ChatModelLowCardinalityKeyNames.constantNamed('org.springframework.ai.chat.observation.ChatModelObservationDocumentation.LowCardinalityKeyNames', name);
  }
}
