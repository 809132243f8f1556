/* Ported from Spring AI TransientAiException (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../java/core/RuntimeException.js';

/**
 * A model-access failure that may go away when the same request is tried again (server errors,
 * connection failures, timeouts); the retry templates retry these.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/retry/TransientAiException.html
 * @category Errors
 */
export class TransientAiException extends RuntimeException {}
