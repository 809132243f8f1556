/* Ported from Spring AI OpenAiConnectionProperties (v1.1.8). spring-ai-ts, Apache-2.0. */
import { OpenAiParentProperties } from './OpenAiParentProperties.js';

/**
 * `spring.ai.openai.api-key`, `base-url`, `project-id` and `organization-id`: the connection both
 * OpenAI models use unless their own group overrides it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/openai/autoconfigure/OpenAiConnectionProperties.html
 * @category Models/OpenAI
 */
export class OpenAiConnectionProperties extends OpenAiParentProperties {
  /** `"spring.ai.openai"`. */
  static readonly CONFIG_PREFIX = 'spring.ai.openai';
  /** `"https://api.openai.com"`, Spring's default. */
  static readonly DEFAULT_BASE_URL = 'https://api.openai.com';
  /** The tsyringe token of the bound properties (Spring's `@EnableConfigurationProperties` bean). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.OpenAiConnectionProperties');

  /** Properties with Spring's default base URL. */
  constructor() {
    super();
    this.setBaseUrl(OpenAiConnectionProperties.DEFAULT_BASE_URL);
  }
}
