/* Ported from Spring AI PromptTemplateStringActions (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Renders a prompt template to a string.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/PromptTemplateStringActions.html
 * @category Prompt
 */
export interface PromptTemplateStringActions {
  /** Renders with the template's own variables. */
  render(): string;
  /** Renders with the template's variables overlaid by `model`. */
  render(model: Map<string, unknown> | Record<string, unknown>): string;
}
