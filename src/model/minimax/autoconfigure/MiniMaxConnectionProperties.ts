/* Ported from Spring AI MiniMaxConnectionProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MiniMaxParentProperties } from './MiniMaxParentProperties.js';

/**
 * `spring.ai.minimax.api-key` and `spring.ai.minimax.base-url`: the connection both MiniMax
 * models use unless their own group overrides it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/minimax/autoconfigure/MiniMaxConnectionProperties.html
 * @category Models/MiniMax
 */
export class MiniMaxConnectionProperties extends MiniMaxParentProperties {
  /** `"spring.ai.minimax"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.minimax';
  /** `"https://api.minimax.chat"`, Spring's default (the legacy host; current keys belong to `https://api.minimax.io`). */
  static readonly DEFAULT_BASE_URL = 'https://api.minimax.chat';
  /** The tsyringe token of the bound properties (Spring's `@EnableConfigurationProperties` bean). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.MiniMaxConnectionProperties');

  /** Properties with Spring's default base URL. */
  constructor() {
    super();
    this.setBaseUrl(MiniMaxConnectionProperties.DEFAULT_BASE_URL);
  }
}
