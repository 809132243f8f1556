/* Ported from Spring AI StructuredOutputChatOptions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';

/**
 * Chat options of models that take a JSON schema for structured output: one place to set and
 * read that schema.
 *
 * @remarks
 * Java's `instanceof StructuredOutputChatOptions` is {@link StructuredOutputChatOptions.isInstance}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/StructuredOutputChatOptions.html
 * @category Chat Model
 */
export interface StructuredOutputChatOptions extends ChatOptions {
  /** The JSON schema the output must follow. */
  getOutputSchema(): string | undefined;
  /** Sets the JSON schema the output must follow. */
  setOutputSchema(outputSchema: string): void;
}

/**
 * Statics of {@link StructuredOutputChatOptions}.
 *
 * @category Chat Model
 */
export const StructuredOutputChatOptions = {
  /** True for objects with `getOutputSchema` and `setOutputSchema` methods. */
  isInstance(value: unknown): value is StructuredOutputChatOptions {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as Partial<Record<keyof StructuredOutputChatOptions, unknown>>;
    return typeof candidate.getOutputSchema === 'function' && typeof candidate.setOutputSchema === 'function';
  },
} as const;
