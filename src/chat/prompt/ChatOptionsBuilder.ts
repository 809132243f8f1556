/* Ported from Spring AI ChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from './ChatOptions.js';

/**
 * Builds {@link ChatOptions}; also reachable as `ChatOptions.Builder`. Every setter returns the
 * builder.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/ChatOptions.Builder.html
 * @category Prompt
 */
export interface ChatOptionsBuilder {
  /** Sets the model name. */
  model(model: string | undefined): ChatOptionsBuilder;

  /** Sets the frequency penalty. */
  frequencyPenalty(frequencyPenalty: number | undefined): ChatOptionsBuilder;

  /** Sets the maximum number of tokens to generate. */
  maxTokens(maxTokens: number | undefined): ChatOptionsBuilder;

  /** Sets the presence penalty. */
  presencePenalty(presencePenalty: number | undefined): ChatOptionsBuilder;

  /** Sets the stop sequences. */
  stopSequences(stopSequences: string[] | undefined): ChatOptionsBuilder;

  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): ChatOptionsBuilder;

  /** Sets top-K sampling. */
  topK(topK: number | undefined): ChatOptionsBuilder;

  /** Sets top-P (nucleus) sampling. */
  topP(topP: number | undefined): ChatOptionsBuilder;

  /** Builds the options. */
  build(): ChatOptions;
}
