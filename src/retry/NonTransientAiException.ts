/* Ported from Spring AI NonTransientAiException (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../java/core/RuntimeException.js';

/**
 * A model-access failure that repeating the same request will not fix (bad request, bad key,
 * no balance); the retry templates do not retry these.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/retry/NonTransientAiException.html
 * @category Errors
 */
export class NonTransientAiException extends RuntimeException {}
