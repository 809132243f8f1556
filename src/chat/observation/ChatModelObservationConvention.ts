/* Ported from Spring AI ChatModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationContext } from '../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * An observation convention for chat model calls: names the observation and derives its key
 * values from a {@link ChatModelObservationContext}. A chat model takes a custom one through
 * `setObservationConvention`; {@link DefaultChatModelObservationConvention} is the default.
 *
 * @remarks
 * Java's default `supportsContext` (true for a `ChatModelObservationContext`) is optional here;
 * {@link ChatModelObservationConvention.supportsContext} applies it, and observations treat a
 * convention without the method as supporting the context it is given.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationConvention.html
 * @category Observation
 */
export interface ChatModelObservationConvention extends ObservationConvention<ChatModelObservationContext> {
  /** Whether `context` is a chat model context. */
  supportsContext?(context: ObservationContext): boolean;
}

/**
 * Companion of {@link ChatModelObservationConvention}: Java's default method.
 *
 * @category Observation
 */
export const ChatModelObservationConvention = {
  /** `convention.supportsContext(context)`, or Java's default: `context` is a `ChatModelObservationContext`. */
  supportsContext(convention: ChatModelObservationConvention, context: ObservationContext): boolean {
    if (typeof convention.supportsContext === 'function') return convention.supportsContext(context);
    return context instanceof ChatModelObservationContext;
  },
} as const;
