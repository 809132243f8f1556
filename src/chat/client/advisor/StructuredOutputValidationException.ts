/* spring-ai-ts, Apache-2.0. The error a validated structured-output stream ends with after its last attempt (no Java counterpart). */
import { RuntimeException } from '../../../java/core/RuntimeException.js';
import type { ChatClientResponse } from '../ChatClientResponse.js';

/**
 * Raised by {@link StructuredOutputValidationAdvisor} in stream mode when the model's output
 * still does not match the schema after the last attempt. It carries the last validation error
 * and the last (aggregated) response, whose chunks were never passed on.
 *
 * @remarks
 * An addition to Spring AI, whose advisor does not support streaming. In call mode the advisor
 * returns the last invalid response, as Spring does, and never raises this error.
 *
 * @category Errors
 */
export class StructuredOutputValidationException extends RuntimeException {
  private readonly validationErrorMessage: string;
  private readonly chatClientResponse: ChatClientResponse | undefined;
  private readonly attempts: number;

  /**
   * @param validationErrorMessage - why the last output was rejected
   * @param chatClientResponse - the last response (aggregated from its chunks), if any
   * @param attempts - how many times the model was asked
   */
  constructor(validationErrorMessage: string, chatClientResponse: ChatClientResponse | undefined, attempts: number) {
    super(`Structured output validation failed after ${attempts} attempt(s): ${validationErrorMessage}`);
    this.validationErrorMessage = validationErrorMessage;
    this.chatClientResponse = chatClientResponse;
    this.attempts = attempts;
  }

  /** Why the last output was rejected (the text the retry prompt would have carried). */
  getValidationErrorMessage(): string {
    return this.validationErrorMessage;
  }

  /** The last response, aggregated from its chunks. */
  getChatClientResponse(): ChatClientResponse | undefined {
    return this.chatClientResponse;
  }

  /** How many times the model was asked. */
  getAttempts(): number {
    return this.attempts;
  }
}
