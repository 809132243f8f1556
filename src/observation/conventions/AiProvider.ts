/* Ported from Spring AI AiProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The systems that provide AI models, as named in observations (`gen_ai.system`), after the
 * OpenTelemetry semantic conventions for generative AI.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiProvider.html
 * @category Observation
 */
export class AiProvider extends JavaEnumConstant {
  /** Anthropic (`anthropic`). */
  static readonly ANTHROPIC = new AiProvider('ANTHROPIC', 0, 'anthropic');

  /** Azure OpenAI (`azure-openai`). */
  static readonly AZURE_OPENAI = new AiProvider('AZURE_OPENAI', 1, 'azure-openai');

  /** Amazon Bedrock Converse (`bedrock_converse`). */
  static readonly BEDROCK_CONVERSE = new AiProvider('BEDROCK_CONVERSE', 2, 'bedrock_converse');

  /** DeepSeek (`deepseek`). */
  static readonly DEEPSEEK = new AiProvider('DEEPSEEK', 3, 'deepseek');

  /** Google Gen AI (`google_genai`). */
  static readonly GOOGLE_GENAI_AI = new AiProvider('GOOGLE_GENAI_AI', 4, 'google_genai');

  /** MiniMax (`minimax`). */
  static readonly MINIMAX = new AiProvider('MINIMAX', 5, 'minimax');

  /** Mistral AI (`mistral_ai`). */
  static readonly MISTRAL_AI = new AiProvider('MISTRAL_AI', 6, 'mistral_ai');

  /** Oracle OCI Generative AI (`oci_genai`). */
  static readonly OCI_GENAI = new AiProvider('OCI_GENAI', 7, 'oci_genai');

  /** Ollama (`ollama`). */
  static readonly OLLAMA = new AiProvider('OLLAMA', 8, 'ollama');

  /** ONNX (`onnx`). */
  static readonly ONNX = new AiProvider('ONNX', 9, 'onnx');

  /** OpenAI (`openai`). */
  static readonly OPENAI = new AiProvider('OPENAI', 10, 'openai');

  /** OpenAI through its official SDK (`openai_sdk`). */
  static readonly OPENAI_SDK = new AiProvider('OPENAI_SDK', 11, 'openai_sdk');

  /** Spring AI itself (advisors, chat client, tools) (`spring_ai`). */
  static readonly SPRING_AI = new AiProvider('SPRING_AI', 12, 'spring_ai');

  /** Google Vertex AI (`vertex_ai`). */
  static readonly VERTEX_AI = new AiProvider('VERTEX_AI', 13, 'vertex_ai');

  /** Zhipu AI (`zhipuai`). */
  static readonly ZHIPUAI = new AiProvider('ZHIPUAI', 14, 'zhipuai');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiProvider {
    return AiProvider.constantNamed('org.springframework.ai.observation.conventions.AiProvider', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
