/* Ported from Spring AI DefaultChatOptionsBuilder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from './ChatOptions.js';
import type { ChatOptionsBuilder } from './ChatOptionsBuilder.js';
import { DefaultChatOptions } from './DefaultChatOptions.js';

/**
 * The {@link ChatOptionsBuilder} behind `ChatOptions.builder()`: it fills one
 * {@link DefaultChatOptions} and `build()` returns a copy, so the builder can be reused.
 *
 * @remarks
 * Java's constructor taking the options is `protected` (for subclasses); TypeScript cannot mix
 * constructor visibilities, so here it is the optional argument of the public constructor.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/DefaultChatOptionsBuilder.html
 * @category Prompt
 */
export class DefaultChatOptionsBuilder implements ChatOptionsBuilder {
  /** The options being filled. */
  protected options: DefaultChatOptions;

  /** A builder over new options, or (for subclasses) over the given ones. */
  constructor(options?: DefaultChatOptions) {
    this.options = options ?? new DefaultChatOptions();
  }

  /** Sets the model name. */
  model(model: string | undefined): this {
    this.options.setModel(model);
    return this;
  }

  /** Sets the frequency penalty. */
  frequencyPenalty(frequencyPenalty: number | undefined): this {
    this.options.setFrequencyPenalty(frequencyPenalty);
    return this;
  }

  /** Sets the maximum number of tokens to generate. */
  maxTokens(maxTokens: number | undefined): this {
    this.options.setMaxTokens(maxTokens);
    return this;
  }

  /** Sets the presence penalty. */
  presencePenalty(presencePenalty: number | undefined): this {
    this.options.setPresencePenalty(presencePenalty);
    return this;
  }

  /** Sets the stop sequences. */
  stopSequences(stop: string[] | undefined): this {
    this.options.setStopSequences(stop);
    return this;
  }

  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): this {
    this.options.setTemperature(temperature);
    return this;
  }

  /** Sets top-K sampling. */
  topK(topK: number | undefined): this {
    this.options.setTopK(topK);
    return this;
  }

  /** Sets top-P sampling. */
  topP(topP: number | undefined): this {
    this.options.setTopP(topP);
    return this;
  }

  /** A copy of the options filled so far. */
  build(): ChatOptions {
    return this.options.copy();
  }
}
