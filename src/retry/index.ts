/**
 * The retry seam of the model clients (Spring AI's `spring-ai-retry` and a small port of Spring
 * Retry's `RetryTemplate`).
 *
 * @packageDocumentation
 */
export { TransientAiException } from './TransientAiException.js';
export { NonTransientAiException } from './NonTransientAiException.js';
export { RetryUtils } from './RetryUtils.js';
export { RetryTemplate } from './support/RetryTemplate.js';
export type { RetrySleeper, RetryTemplateSettings } from './support/RetryTemplate.js';
export { RetryTemplateBuilder, abortableSleep } from './support/RetryTemplate.js';
export type { RetryContext } from './support/RetryContext.js';
export type { RetryListener } from './support/RetryListener.js';
export type { RetryCallback } from './support/RetryCallback.js';
