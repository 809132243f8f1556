/* Ported from Spring AI OpenAiChatProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { OpenAiChatOptions } from '../OpenAiChatOptions.js';
import { OpenAiParentProperties } from './OpenAiParentProperties.js';

/**
 * `spring.ai.openai.chat.*`: the chat model's own connection (over the common one), the
 * completions path and its default options (`spring.ai.openai.chat.options.*`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/openai/autoconfigure/OpenAiChatProperties.html
 * @category Models/OpenAI
 */
export class OpenAiChatProperties extends OpenAiParentProperties {
  /** `"spring.ai.openai.chat"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.openai.chat';
  /** `"gpt-4o-mini"`, Spring's default model. */
  static readonly DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
  /** `"/v1/chat/completions"`. */
  static readonly DEFAULT_COMPLETIONS_PATH = '/v1/chat/completions';
  /** The tsyringe token of the bound properties. */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.OpenAiChatProperties');

  private completionsPath: string = OpenAiChatProperties.DEFAULT_COMPLETIONS_PATH;

  private readonly options: OpenAiChatOptions = OpenAiChatOptions.builder()
    .model(OpenAiChatProperties.DEFAULT_CHAT_MODEL)
    .temperature(0.7)
    .build();

  /** The default options (model `gpt-4o-mini`, temperature 0.7 unless configured). */
  getOptions(): OpenAiChatOptions {
    return this.options;
  }

  /** The path of the chat completions endpoint below the base URL. */
  getCompletionsPath(): string {
    return this.completionsPath;
  }

  /** Sets the completions path. */
  setCompletionsPath(completionsPath: string): void {
    this.completionsPath = completionsPath;
  }
}
