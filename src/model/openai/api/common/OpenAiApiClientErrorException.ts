/* Ported from Spring AI OpenAiApiClientErrorException (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../../../../java/core/RuntimeException.js';

/**
 * An error of the OpenAI API client.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/common/OpenAiApiClientErrorException.html
 * @category Models/OpenAI
 */
export class OpenAiApiClientErrorException extends RuntimeException {
  /**
   * @param message - the message
   * @param cause - the cause
   */
  constructor(message: string, cause?: unknown) {
    super(message, cause);
    this.name = 'OpenAiApiClientErrorException';
  }
}
