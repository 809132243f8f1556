/* spring-ai-ts, Apache-2.0. The builder steps every chat-options builder shares, written once. */
import type { CommonChatOptionFields } from './CommonChatOptionFields.js';

/**
 * The builder steps for the six {@link CommonChatOptionFields}: each sets the field on the options
 * being built and returns the builder. Extended by every chat-options builder; not exported from
 * the package entry points.
 */
export abstract class CommonChatOptionsBuilderSteps<O extends CommonChatOptionFields> {
  /** @param options - the options being filled (Java's protected field) */
  constructor(protected options: O) {}

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

  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): this {
    this.options.setTemperature(temperature);
    return this;
  }

  /** Sets top-P (nucleus) sampling. */
  topP(topP: number | undefined): this {
    this.options.setTopP(topP);
    return this;
  }
}
