/* Ported from Spring AI ChatClientObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationContext } from '../../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../../micrometer/observation/ObservationConvention.js';
import { ChatClientObservationContext } from './ChatClientObservationContext.js';

/**
 * Names the `spring.ai.chat.client` observation and derives its key values; implement it to
 * customise what a `ChatClient` records.
 *
 * @remarks
 * Java's default `supportsContext` (true for a {@link ChatClientObservationContext}) is
 * {@link ChatClientObservationConvention.supportsContext} on the companion.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationConvention.html
 * @category Observation
 */
export interface ChatClientObservationConvention extends ObservationConvention<ChatClientObservationContext> {}

/**
 * Companion of {@link ChatClientObservationConvention}: Java's default method.
 *
 * @category Observation
 */
export const ChatClientObservationConvention = {
  /** Java's default `supportsContext`: true for a {@link ChatClientObservationContext}. */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatClientObservationContext;
  },
} as const;
