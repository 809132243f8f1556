/* Ported from Spring AI ChatClientObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../../observation/defaults/ContextTypedObservationConvention.js';
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
export abstract class ChatClientObservationConvention extends ContextTypedObservationConvention<ChatClientObservationContext> {
  /** Chat client contexts: `supportsContext` is true for a {@link ChatClientObservationContext}. */
  protected contextType(): typeof ChatClientObservationContext {
    return ChatClientObservationContext;
  }
}
