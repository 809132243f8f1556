/**
 * The retry seam of the model clients (Spring AI's `spring-ai-retry` and a small port of Spring
 * Retry's `RetryTemplate`).
 *
 * @packageDocumentation
 */
export { TransientAiException } from './TransientAiException.js';
export { NonTransientAiException } from './NonTransientAiException.js';
export { RetryUtils } from './RetryUtils.js';
export { RetryTemplate } from '../java/retry/RetryTemplate.js';
export type { RetrySleeper, RetryTemplateSettings } from '../java/retry/RetryTemplate.js';
export { RetryTemplateBuilder, abortableSleep } from '../java/retry/RetryTemplate.js';
export type { RetryContext } from '../java/retry/RetryContext.js';
export type { RetryListener } from '../java/retry/RetryListener.js';
export type { RetryCallback } from '../java/retry/RetryCallback.js';
