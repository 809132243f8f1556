/* Ported from Spring AI ChatClientObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { KeyValues } from '../../../java/micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../../java/micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../../java/micrometer/observation/ObservationConvention.js';
import { ChatClientObservationContext } from './ChatClientObservationContext.js';

/**
 * Names the `spring.ai.chat.client` observation and derives its key values; extend it to
 * customise what a `ChatClient` records.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link ChatClientObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements ChatClientObservationConvention` becomes `extends ChatClientObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link ChatClientObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/observation/ChatClientObservationConvention.html
 * @category Observation
 */
export abstract class ChatClientObservationConvention implements ObservationConvention<ChatClientObservationContext> {
  /** Whether `context` is a chat client context (Java's default method). */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof ChatClientObservationContext;
  }

  /** The technical name (metric name); Micrometer's default is none. */
  getName(): string | undefined {
    return undefined;
  }

  /** The human-readable name (span name); Micrometer's default is none. */
  getContextualName(_context: ChatClientObservationContext): string | undefined {
    return undefined;
  }

  /** Key values with a bounded set of values; Micrometer's default is none. */
  getLowCardinalityKeyValues(_context: ChatClientObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /** Key values with unbounded values; Micrometer's default is none. */
  getHighCardinalityKeyValues(_context: ChatClientObservationContext): KeyValues {
    return KeyValues.empty();
  }

  /**
   * `convention.supportsContext(context)`, or Java's default (`context` is a chat client context) for an
   * object without the method.
   */
  static supportsContext(convention: Partial<ChatClientObservationConvention>, context: ObservationContext | undefined): boolean {
    if (typeof convention.supportsContext === 'function') return convention.supportsContext(context as ObservationContext);
    return context instanceof ChatClientObservationContext;
  }
}
