/* Ported from Spring AI MiniMaxChatProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MiniMaxChatOptions } from '../MiniMaxChatOptions.js';
import { MiniMaxParentProperties } from './MiniMaxParentProperties.js';

/**
 * `spring.ai.minimax.chat.*`: the chat model's own API key and base URL (over the connection's)
 * and its default options (`spring.ai.minimax.chat.options.*`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/minimax/autoconfigure/MiniMaxChatProperties.html
 * @category Models/MiniMax
 */
export class MiniMaxChatProperties extends MiniMaxParentProperties {
  /** `"spring.ai.minimax.chat"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.minimax.chat';
  /** `"abab5.5-chat"`, Spring's default model. */
  static readonly DEFAULT_CHAT_MODEL = 'abab5.5-chat';
  /** The tsyringe token of the bound properties. */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.MiniMaxChatProperties');

  private readonly options: MiniMaxChatOptions = MiniMaxChatOptions.builder()
    .model(MiniMaxChatProperties.DEFAULT_CHAT_MODEL)
    .temperature(0.7)
    .build();

  /** The default options (model `abab5.5-chat`, temperature 0.7 unless configured). */
  getOptions(): MiniMaxChatOptions {
    return this.options;
  }
}
