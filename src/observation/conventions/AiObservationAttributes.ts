/* Ported from Spring AI AiObservationAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The attribute keys of AI observations (span attributes, metric tags, events), after the
 * OpenTelemetry semantic conventions for generative AI.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiObservationAttributes.html
 * @category Observation
 */
export class AiObservationAttributes extends JavaEnumConstant {
  /** The operation performed (`gen_ai.operation.name`). */
  static readonly AI_OPERATION_TYPE = new AiObservationAttributes(
    'AI_OPERATION_TYPE',
    0,
    'gen_ai.operation.name',
  );

  /** The system providing the model (`gen_ai.system`). */
  static readonly AI_PROVIDER = new AiObservationAttributes('AI_PROVIDER', 1, 'gen_ai.system');

  /** The model the request asks for (`gen_ai.request.model`). */
  static readonly REQUEST_MODEL = new AiObservationAttributes('REQUEST_MODEL', 2, 'gen_ai.request.model');

  /** The requested frequency penalty (`gen_ai.request.frequency_penalty`). */
  static readonly REQUEST_FREQUENCY_PENALTY = new AiObservationAttributes(
    'REQUEST_FREQUENCY_PENALTY',
    3,
    'gen_ai.request.frequency_penalty',
  );

  /** The requested maximum number of generated tokens (`gen_ai.request.max_tokens`). */
  static readonly REQUEST_MAX_TOKENS = new AiObservationAttributes(
    'REQUEST_MAX_TOKENS',
    4,
    'gen_ai.request.max_tokens',
  );

  /** The requested presence penalty (`gen_ai.request.presence_penalty`). */
  static readonly REQUEST_PRESENCE_PENALTY = new AiObservationAttributes(
    'REQUEST_PRESENCE_PENALTY',
    5,
    'gen_ai.request.presence_penalty',
  );

  /** The sequences that stop generation (`gen_ai.request.stop_sequences`). */
  static readonly REQUEST_STOP_SEQUENCES = new AiObservationAttributes(
    'REQUEST_STOP_SEQUENCES',
    6,
    'gen_ai.request.stop_sequences',
  );

  /** The requested temperature (`gen_ai.request.temperature`). */
  static readonly REQUEST_TEMPERATURE = new AiObservationAttributes(
    'REQUEST_TEMPERATURE',
    7,
    'gen_ai.request.temperature',
  );

  /** The names of the tools offered to the model (`spring.ai.model.request.tool.names`). */
  static readonly REQUEST_TOOL_NAMES = new AiObservationAttributes(
    'REQUEST_TOOL_NAMES',
    8,
    'spring.ai.model.request.tool.names',
  );

  /** The requested top-k sampling (`gen_ai.request.top_k`). */
  static readonly REQUEST_TOP_K = new AiObservationAttributes('REQUEST_TOP_K', 9, 'gen_ai.request.top_k');

  /** The requested top-p sampling (`gen_ai.request.top_p`). */
  static readonly REQUEST_TOP_P = new AiObservationAttributes('REQUEST_TOP_P', 10, 'gen_ai.request.top_p');

  /** The requested number of embedding dimensions (`gen_ai.request.embedding.dimensions`). */
  static readonly REQUEST_EMBEDDING_DIMENSIONS = new AiObservationAttributes(
    'REQUEST_EMBEDDING_DIMENSIONS',
    11,
    'gen_ai.request.embedding.dimensions',
  );

  /** The requested image format (`gen_ai.request.image.response_format`). */
  static readonly REQUEST_IMAGE_RESPONSE_FORMAT = new AiObservationAttributes(
    'REQUEST_IMAGE_RESPONSE_FORMAT',
    12,
    'gen_ai.request.image.response_format',
  );

  /** The requested image size (`gen_ai.request.image.size`). */
  static readonly REQUEST_IMAGE_SIZE = new AiObservationAttributes(
    'REQUEST_IMAGE_SIZE',
    13,
    'gen_ai.request.image.size',
  );

  /** The requested image style (`gen_ai.request.image.style`). */
  static readonly REQUEST_IMAGE_STYLE = new AiObservationAttributes(
    'REQUEST_IMAGE_STYLE',
    14,
    'gen_ai.request.image.style',
  );

  /** Why the model stopped, per generation (`gen_ai.response.finish_reasons`). */
  static readonly RESPONSE_FINISH_REASONS = new AiObservationAttributes(
    'RESPONSE_FINISH_REASONS',
    15,
    'gen_ai.response.finish_reasons',
  );

  /** The identifier of the response (`gen_ai.response.id`). */
  static readonly RESPONSE_ID = new AiObservationAttributes('RESPONSE_ID', 16, 'gen_ai.response.id');

  /** The model that answered (`gen_ai.response.model`). */
  static readonly RESPONSE_MODEL = new AiObservationAttributes('RESPONSE_MODEL', 17, 'gen_ai.response.model');

  /** Tokens in the input (`gen_ai.usage.input_tokens`). */
  static readonly USAGE_INPUT_TOKENS = new AiObservationAttributes(
    'USAGE_INPUT_TOKENS',
    18,
    'gen_ai.usage.input_tokens',
  );

  /** Tokens in the output (`gen_ai.usage.output_tokens`). */
  static readonly USAGE_OUTPUT_TOKENS = new AiObservationAttributes(
    'USAGE_OUTPUT_TOKENS',
    19,
    'gen_ai.usage.output_tokens',
  );

  /** Tokens in total (`gen_ai.usage.total_tokens`). */
  static readonly USAGE_TOTAL_TOKENS = new AiObservationAttributes(
    'USAGE_TOTAL_TOKENS',
    20,
    'gen_ai.usage.total_tokens',
  );

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiObservationAttributes {
    return AiObservationAttributes.constantNamed('org.springframework.ai.observation.conventions.AiObservationAttributes', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
