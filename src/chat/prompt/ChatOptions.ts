/* Ported from Spring AI ChatOptions and ChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { INTERFACE_METHODS } from '../../java/core/lang/jsonProperties.js';
import type { ModelOptions } from '../../model/ModelOptions.js';
import { DefaultChatOptionsBuilder } from './DefaultChatOptions.js';

/**
 * The chat options that every chat model understands: model, penalties, token limit, stop
 * sequences, temperature, top-K and top-P. Absent values leave the model's default.
 *
 * @remarks
 * Java's `<T extends ChatOptions> T copy()` keeps its generic form, so
 * `const copy: ToolCallingChatOptions = options.copy()` type-checks; implementations declare
 * `copy<T extends ChatOptions>(): T` and cast their copy. Java's `Integer`/`Double` values are
 * `number | undefined`. In 1.1.8 options are mutable and copied with `copy()`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/ChatOptions.html
 * @category Prompt
 */
export interface ChatOptions extends ModelOptions {
  /** The model name. */
  getModel(): string | undefined;

  /** The frequency penalty. */
  getFrequencyPenalty(): number | undefined;

  /** The maximum number of tokens to generate. */
  getMaxTokens(): number | undefined;

  /** The presence penalty. */
  getPresencePenalty(): number | undefined;

  /** The stop sequences. */
  getStopSequences(): string[] | undefined;

  /** The sampling temperature. */
  getTemperature(): number | undefined;

  /** Top-K sampling. */
  getTopK(): number | undefined;

  /** Top-P (nucleus) sampling. */
  getTopP(): number | undefined;

  /** A copy of these options, of the same class. */
  copy<T extends ChatOptions = ChatOptions>(): T;
}

/**
 * Builds {@link ChatOptions}; also reachable as the type `ChatOptions.Builder` (Java's nested
 * interface). Every setter returns the builder itself (`this`), so builders that extend this
 * interface keep their own type through a chain.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/ChatOptions.Builder.html
 * @category Prompt
 */
export interface ChatOptionsBuilder {
  /** Sets the model name. */
  model(model: string | undefined): this;

  /** Sets the frequency penalty. */
  frequencyPenalty(frequencyPenalty: number | undefined): this;

  /** Sets the maximum number of tokens to generate. */
  maxTokens(maxTokens: number | undefined): this;

  /** Sets the presence penalty. */
  presencePenalty(presencePenalty: number | undefined): this;

  /** Sets the stop sequences. */
  stopSequences(stopSequences: string[] | undefined): this;

  /** Sets the sampling temperature. */
  temperature(temperature: number | undefined): this;

  /** Sets top-K sampling. */
  topK(topK: number | undefined): this;

  /** Sets top-P (nucleus) sampling. */
  topP(topP: number | undefined): this;

  /** Builds the options. */
  build(): ChatOptions;
}

/**
 * Companion of the {@link ChatOptions} interface.
 *
 * @category Prompt
 */
export const ChatOptions = {
  /** @internal The interface's methods, for `ModelOptionsUtils.copyToTarget(options, ChatOptions, …)`. */
  [INTERFACE_METHODS]: [
    'getModel', 'getFrequencyPenalty', 'getMaxTokens', 'getPresencePenalty', 'getStopSequences',
    'getTemperature', 'getTopK', 'getTopP', 'copy',
  ] as readonly string[],

  /** A builder of {@link DefaultChatOptions}. */
  builder(): ChatOptionsBuilder {
    return new DefaultChatOptionsBuilder();
  },

  /** True for objects with the `ChatOptions` getters and `copy()` (the counterpart of `instanceof`). */
  isInstance(value: unknown): value is ChatOptions {
    const candidate = value as Partial<Record<keyof ChatOptions, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getModel === 'function' &&
      typeof candidate.getTemperature === 'function' &&
      typeof candidate.copy === 'function'
    );
  },
} as const;

/**
 * Type-level view of the nested Java types of {@link ChatOptions}.
 *
 * @category Prompt
 */
export declare namespace ChatOptions {
  /** Java's `ChatOptions.Builder`. */
  type Builder = ChatOptionsBuilder;
}
