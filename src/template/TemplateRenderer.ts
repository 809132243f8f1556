/* Ported from Spring AI TemplateRenderer (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Renders a template string with a set of variables.
 *
 * Implementations decide the placeholder syntax; `StTemplateRenderer` (the default of
 * `PromptTemplate` and `ChatClient`) uses `{name}`.
 *
 * @example
 * ```ts
 * import { PromptTemplate, type TemplateRenderer } from 'spring-ai-ts';
 *
 * // Fills `{{name}}` placeholders instead of StringTemplate's `{name}`.
 * class DoubleBraceRenderer implements TemplateRenderer {
 *   apply(template: string, variables: Map<string, unknown>): string {
 *     return template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => String(variables.get(name) ?? ''));
 *   }
 * }
 *
 * const promptTemplate = PromptTemplate.builder().renderer(new DoubleBraceRenderer()).template('Tell me a {{adjective}} joke').build();
 * console.log(promptTemplate.create({ adjective: 'funny' }).getContents()); // Tell me a funny joke
 * ```
 *
 * @remarks
 * Java's interface extends `BiFunction`; the places that take a renderer (`PromptTemplate`,
 * `ChatClient`) therefore also accept a plain function `(template, variables) => string`.
 * The library always passes the variables as a `Map`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/template/TemplateRenderer.html
 * @category Prompt
 */
export interface TemplateRenderer {
  /** Renders `template` with `variables`. */
  apply(template: string, variables: Map<string, unknown>): string;
}

/**
 * Companion of {@link TemplateRenderer}: recognises renderers and adapts plain functions.
 *
 * @category Prompt
 */
export const TemplateRenderer = {
  /** True when `value` has an `apply(template, variables)` method. */
  isInstance(value: unknown): value is TemplateRenderer {
    return (
      typeof value === 'object' && value !== null && typeof (value as TemplateRenderer).apply === 'function'
    );
  },
  /**
   * Returns `renderer` itself, or wraps a plain function as a renderer (Java lambdas for the
   * `BiFunction` become functions).
   */
  from(
    renderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string),
  ): TemplateRenderer {
    return typeof renderer === 'function' ? { apply: renderer } : renderer;
  },
} as const;
