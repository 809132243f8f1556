/* Ported from Spring AI ChatModelObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ModelObservationContext } from '../../model/observation/ModelObservationContext.js';
import { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../observation/conventions/AiOperationType.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { Prompt } from '../prompt/Prompt.js';
// The builder uses this class only inside `build()`, and `Builder` below is a getter, so the
// import cycle is safe in either load order.
import { ChatModelObservationContextBuilder } from './ChatModelObservationContextBuilder.js';

/**
 * The observation context of one chat model call (`gen_ai.client.operation`): the prompt, the
 * provider, the operation type `chat`, and the `ChatResponse` once the model answered.
 *
 * Build one with `ChatModelObservationContext.builder().prompt(prompt).provider('minimax').build()`;
 * a missing prompt or provider throws `IllegalArgumentException`.
 *
 * @remarks
 * Java's constructor is package-private; here it is public but marked internal. Use the builder.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationContext.html
 * @category Observation
 */
export class ChatModelObservationContext extends ModelObservationContext<Prompt, ChatResponse> {
  /**
   * Java's nested `ChatModelObservationContext.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof ChatModelObservationContextBuilder {
    return ChatModelObservationContextBuilder;
  }

  /**
   * Creates the context with operation type `chat`.
   *
   * @internal
   */
  constructor(prompt: Prompt, provider: string | undefined) {
    super(prompt, AiOperationMetadata.builder().operationType(AiOperationType.CHAT.value()).provider(provider).build());
  }

  /** A new, empty builder. */
  static builder(): ChatModelObservationContextBuilder {
    return new ChatModelObservationContextBuilder();
  }
}

/**
 * Type-level view of the nested Java types of {@link ChatModelObservationContext}.
 *
 * @category Observation
 */
export declare namespace ChatModelObservationContext {
  /** Java's `ChatModelObservationContext.Builder`. */
  type Builder = ChatModelObservationContextBuilder;
}
