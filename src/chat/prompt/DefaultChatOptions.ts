/* Ported from Spring AI DefaultChatOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from './ChatOptions.js';

/**
 * The plain {@link ChatOptions}, with a setter per option; made by `ChatOptions.builder()`.
 *
 * @remarks
 * `getStopSequences()` returns a frozen copy, the counterpart of Java's unmodifiable view:
 * changing it throws a `TypeError` (Java: `UnsupportedOperationException`). As in Java there is
 * no `equals`, so two option objects are equal only when they are the same object.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/DefaultChatOptions.html
 * @category Prompt
 */
export class DefaultChatOptions implements ChatOptions {
  private model: string | undefined;
  private frequencyPenalty: number | undefined;
  private maxTokens: number | undefined;
  private presencePenalty: number | undefined;
  private stopSequences: string[] | undefined;
  private temperature: number | undefined;
  private topK: number | undefined;
  private topP: number | undefined;

  /** The model name. */
  getModel(): string | undefined {
    return this.model;
  }

  /** Sets the model name. */
  setModel(model: string | undefined): void {
    this.model = model ?? undefined;
  }

  /** The frequency penalty. */
  getFrequencyPenalty(): number | undefined {
    return this.frequencyPenalty;
  }

  /** Sets the frequency penalty. */
  setFrequencyPenalty(frequencyPenalty: number | undefined): void {
    this.frequencyPenalty = frequencyPenalty ?? undefined;
  }

  /** The maximum number of tokens to generate. */
  getMaxTokens(): number | undefined {
    return this.maxTokens;
  }

  /** Sets the maximum number of tokens to generate. */
  setMaxTokens(maxTokens: number | undefined): void {
    this.maxTokens = maxTokens ?? undefined;
  }

  /** The presence penalty. */
  getPresencePenalty(): number | undefined {
    return this.presencePenalty;
  }

  /** Sets the presence penalty. */
  setPresencePenalty(presencePenalty: number | undefined): void {
    this.presencePenalty = presencePenalty ?? undefined;
  }

  /** The stop sequences, as a frozen copy. */
  getStopSequences(): string[] | undefined {
    return this.stopSequences === undefined ? undefined : (Object.freeze([...this.stopSequences]) as string[]);
  }

  /** Sets the stop sequences (the array is kept, not copied, as in Java). */
  setStopSequences(stopSequences: string[] | undefined): void {
    this.stopSequences = stopSequences ?? undefined;
  }

  /** The sampling temperature. */
  getTemperature(): number | undefined {
    return this.temperature;
  }

  /** Sets the sampling temperature. */
  setTemperature(temperature: number | undefined): void {
    this.temperature = temperature ?? undefined;
  }

  /** Top-K sampling. */
  getTopK(): number | undefined {
    return this.topK;
  }

  /** Sets top-K sampling. */
  setTopK(topK: number | undefined): void {
    this.topK = topK ?? undefined;
  }

  /** Top-P sampling. */
  getTopP(): number | undefined {
    return this.topP;
  }

  /** Sets top-P sampling. */
  setTopP(topP: number | undefined): void {
    this.topP = topP ?? undefined;
  }

  /** A new `DefaultChatOptions` with the same values and its own stop-sequence array. */
  copy<T extends ChatOptions = ChatOptions>(): T {
    const copy = new DefaultChatOptions();
    copy.setModel(this.getModel());
    copy.setFrequencyPenalty(this.getFrequencyPenalty());
    copy.setMaxTokens(this.getMaxTokens());
    copy.setPresencePenalty(this.getPresencePenalty());
    const stopSequences = this.getStopSequences();
    copy.setStopSequences(stopSequences !== undefined ? [...stopSequences] : undefined);
    copy.setTemperature(this.getTemperature());
    copy.setTopK(this.getTopK());
    copy.setTopP(this.getTopP());
    return copy as unknown as T;
  }
}
