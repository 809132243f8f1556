/* Ported from Spring AI ChatModelObservationContext and its Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ModelObservationContext } from '../../model/observation/ModelObservationContext.js';
import { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../observation/conventions/AiOperationType.js';
import type { ChatResponse } from '../model/ChatResponse.js';
import type { Prompt } from '../prompt/Prompt.js';

/**
 * Builds a {@link ChatModelObservationContext}; also reachable as
 * `ChatModelObservationContext.Builder` (Java's nested class). Declared before the context class so that its
 * static `Builder` can refer to it. Validation happens in `build()`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/observation/ChatModelObservationContext.Builder.html
 * @category Observation
 */
export class ChatModelObservationContextBuilder {
  private promptValue: Prompt | undefined;
  private providerValue: string | undefined;

  /** Sets the prompt sent to the model. */
  prompt(prompt: Prompt | undefined): this {
    this.promptValue = prompt;
    return this;
  }

  /** Sets the provider, ideally an `AiProvider` value such as `minimax`. */
  provider(provider: string | undefined): this {
    this.providerValue = provider;
    return this;
  }

  /**
   * The context; throws `IllegalArgumentException` (`"request cannot be null"`,
   * `"provider cannot be null or empty"`) when a value is missing.
   */
  build(): ChatModelObservationContext {
    return new ChatModelObservationContext(this.promptValue as Prompt, this.providerValue);
  }
}

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
  /** Java's nested `ChatModelObservationContext.Builder`. */
  static readonly Builder = ChatModelObservationContextBuilder;

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
