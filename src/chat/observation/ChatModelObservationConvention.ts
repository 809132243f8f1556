/* Ported from Spring AI ChatModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValues } from '../../micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * An observation convention for chat model calls: names the observation and derives its key
 * values from a {@link ChatModelObservationContext}. A chat model takes a custom one through
 * `setObservationConvention`; {@link DefaultChatModelObservationConvention} is the default.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link ChatModelObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements ChatModelObservationConvention` becomes `extends ChatModelObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link ChatModelObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationConvention.html
 * @category Observation
 */
export abstract class ChatModelObservationConvention implements ObservationConvention<ChatModelObservationContext> {
  /** Whether `context` is a chat model context (Java's default method). */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatModelObservationContext;
  }

  /** The technical name (metric name); Micrometer's default is none. */
  getName(): string | undefined {
    return undefined;
  }

  /** The human-readable name (span name); Micrometer's default is none. */
  getContextualName(_context: ChatModelObservationContext): string | undefined {
    return undefined;
  }

  /** Key values with a bounded set of values; Micrometer's default is none. */
  getLowCardinalityKeyValues(_context: ChatModelObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /** Key values with unbounded values; Micrometer's default is none. */
  getHighCardinalityKeyValues(_context: ChatModelObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /**
   * `convention.supportsContext(context)`, or Java's default (`context` is a chat model context) for an
   * object without the method.
   */
  static supportsContext(convention: Partial<ChatModelObservationConvention>, context: ObservationContext | undefined): boolean {
    if (typeof convention.supportsContext === 'function') return convention.supportsContext(context as ObservationContext);
    return context instanceof ChatModelObservationContext;
  }
}
