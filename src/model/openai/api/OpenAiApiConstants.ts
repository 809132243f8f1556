/* Ported from Spring AI OpenAiApiConstants (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AiProvider } from '../../../observation/conventions/AiProvider.js';

/**
 * Constants of the OpenAI API: its default host and the provider name observations carry.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/common/OpenAiApiConstants.html
 * @category Models/OpenAI
 */
export abstract class OpenAiApiConstants {
  /** `https://api.openai.com`. */
  static readonly DEFAULT_BASE_URL = 'https://api.openai.com';
  /** `openai`. */
  static readonly PROVIDER_NAME: string = AiProvider.OPENAI.value();
}
