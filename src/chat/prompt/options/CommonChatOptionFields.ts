/* spring-ai-ts, Apache-2.0. The option fields every chat-options class shares, written once. */

/**
 * The six fields every chat-options class of this library has (model, penalties, token limit,
 * temperature, top-P), with their getters and setters; `undefined` (or Java's `null`) leaves the
 * model's default. {@link PortableChatOptionFields} adds the other two portable ones, and
 * `MiniMaxChatOptions` its own. Not exported from the package entry points.
 */
export abstract class CommonChatOptionFields {
  private model: string | undefined;
  private frequencyPenalty: number | undefined;
  private maxTokens: number | undefined;
  private presencePenalty: number | undefined;
  private temperature: number | undefined;
  private topP: number | undefined;

  /** The model name. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model name. */
  setModel(model: string | undefined): void {
    this.model = model ?? undefined;
  }

  /** The frequency penalty (`frequency_penalty`). */
  getFrequencyPenalty(): number | undefined {
    return this.frequencyPenalty;
  }

  /** Sets the frequency penalty. */
  setFrequencyPenalty(frequencyPenalty: number | undefined): void {
    this.frequencyPenalty = frequencyPenalty ?? undefined;
  }

  /** The maximum number of tokens to generate (`max_tokens`). */
  getMaxTokens(): number | undefined {
    return this.maxTokens;
  }

  /** Sets the maximum number of tokens to generate. */
  setMaxTokens(maxTokens: number | undefined): void {
    this.maxTokens = maxTokens ?? undefined;
  }

  /** The presence penalty (`presence_penalty`). */
  getPresencePenalty(): number | undefined {
    return this.presencePenalty;
  }

  /** Sets the presence penalty. */
  setPresencePenalty(presencePenalty: number | undefined): void {
    this.presencePenalty = presencePenalty ?? undefined;
  }

  /** The sampling temperature. */
  getTemperature(): number | undefined {
    return this.temperature;
  }

  /** Sets the sampling temperature. */
  setTemperature(temperature: number | undefined): void {
    this.temperature = temperature ?? undefined;
  }

  /** Top-P (nucleus) sampling (`top_p`). */
  getTopP(): number | undefined {
    return this.topP;
  }

  /** Sets top-P (nucleus) sampling. */
  setTopP(topP: number | undefined): void {
    this.topP = topP ?? undefined;
  }

  /** @internal Copies these six fields into `target` (for `copy()` and `fromOptions`). */
  protected copyCommonFieldsTo(target: CommonChatOptionFields): void {
    target.model = this.model;
    target.frequencyPenalty = this.frequencyPenalty;
    target.maxTokens = this.maxTokens;
    target.presencePenalty = this.presencePenalty;
    target.temperature = this.temperature;
    target.topP = this.topP;
  }

  /** @internal The six fields, in this order, for `equals` and `hashCode`. */
  protected commonFields(): unknown[] {
    return [this.model, this.frequencyPenalty, this.maxTokens, this.presencePenalty, this.temperature, this.topP];
  }
}
