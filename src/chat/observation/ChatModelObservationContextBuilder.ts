/* Ported from Spring AI ChatModelObservationContext.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Prompt } from '../prompt/Prompt.js';
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { ChatModelObservationContext } from './ChatModelObservationContext.js';

/**
 * Builds a {@link ChatModelObservationContext}; also reachable as
 * `ChatModelObservationContext.Builder`. Validation happens in `build()`.
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
