/* Ported from Spring AI ChatModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../observation/defaults/ContextTypedObservationConvention.js';
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * An observation convention for chat model calls: names the observation and derives its key
 * values from a {@link ChatModelObservationContext}. A chat model takes a custom one through
 * `setObservationConvention`; {@link DefaultChatModelObservationConvention} is the default.
 *
 * @example
 * ```ts
 * import { DefaultChatModelObservationConvention, type ChatModelObservationContext, type KeyValues } from 'spring-ai-ts';
 * import { MiniMaxChatModel, type MiniMaxApi } from 'spring-ai-ts/minimax';
 *
 * declare const miniMaxApi: MiniMaxApi;
 *
 * // Spring's names and key values, plus the team that owns the calls.
 * class TeamChatModelObservationConvention extends DefaultChatModelObservationConvention {
 *   override getLowCardinalityKeyValues(context: ChatModelObservationContext): KeyValues {
 *     return super.getLowCardinalityKeyValues(context).and('team', 'support');
 *   }
 * }
 *
 * const chatModel = MiniMaxChatModel.builder().miniMaxApi(miniMaxApi).build();
 * chatModel.setObservationConvention(new TeamChatModelObservationConvention());
 * ```
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
export abstract class ChatModelObservationConvention extends ContextTypedObservationConvention<ChatModelObservationContext> {
  /** Chat model contexts: `supportsContext` is true for a {@link ChatModelObservationContext}. */
  protected contextType(): typeof ChatModelObservationContext {
    return ChatModelObservationContext;
  }
}
