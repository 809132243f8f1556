/* Ported from Spring AI PromptTemplateActions (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatOptions } from './ChatOptions.js';
import type { Prompt } from './Prompt.js';
import type { PromptTemplateStringActions } from './PromptTemplateStringActions.js';

/**
 * Renders a prompt template into a {@link Prompt}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/PromptTemplateActions.html
 * @category Prompt
 */
export interface PromptTemplateActions extends PromptTemplateStringActions {
  /** A prompt with the rendered text as its user message. */
  create(): Prompt;
  /** The same, with chat options. */
  create(modelOptions: ChatOptions): Prompt;
  /** A prompt rendered with additional variables. */
  create(model: Map<string, unknown> | Record<string, unknown>): Prompt;
  /** A prompt rendered with additional variables, with chat options. */
  create(model: Map<string, unknown> | Record<string, unknown>, modelOptions: ChatOptions): Prompt;
}
