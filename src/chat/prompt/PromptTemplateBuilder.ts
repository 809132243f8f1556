/* Ported from Spring AI PromptTemplate.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { Resource } from '../../core/io/Resource.js';
import { keysOf } from '../../internal/chatclient/maps.js';
import { TemplateRenderer } from '../../template/TemplateRenderer.js';
// PromptTemplate imports this file for its static `Builder`; it is used here only in `build()`.
import { PromptTemplate } from './PromptTemplate.js';

/**
 * Builds a {@link PromptTemplate} from a template string or a resource; reachable as
 * `PromptTemplate.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/PromptTemplate.Builder.html
 * @category Prompt
 */
export class PromptTemplateBuilder {
  /** The template text. */
  protected templateValue: string | undefined;
  /** The template resource. */
  protected resourceValue: Resource | undefined;
  /** The variables. */
  protected variablesValue: Map<string, unknown> | Record<string, unknown> = new Map<string, unknown>();
  /** The renderer (default: `StTemplateRenderer`). */
  protected rendererValue: TemplateRenderer | undefined;

  /** @internal Use {@link PromptTemplate.builder}. */
  constructor() {}

  /** The template text; fails with `"template cannot be null or empty"`. */
  template(template: string): this {
    Assert.hasText(template, 'template cannot be null or empty');
    this.templateValue = template;
    return this;
  }

  /** A resource holding the template text. */
  resource(resource: Resource): this {
    Assert.notNull(resource, 'resource cannot be null');
    this.resourceValue = resource;
    return this;
  }

  /** The variables (a `Map` or a plain object; kept by reference, as in Java). */
  variables(variables: Map<string, unknown> | Record<string, unknown>): this {
    Assert.notNull(variables, 'variables cannot be null');
    Assert.noNullElements(keysOf(variables), 'variables keys cannot be null');
    this.variablesValue = variables;
    return this;
  }

  /** The renderer (an object or a function). */
  renderer(renderer: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string)): this {
    Assert.notNull(renderer, 'renderer cannot be null');
    this.rendererValue = TemplateRenderer.from(renderer);
    return this;
  }

  /**
   * Creates the template.
   * @throws IllegalArgumentException `"Only one of template or resource can be set"`
   */
  build(): PromptTemplate {
    if (this.templateValue !== undefined && this.resourceValue !== undefined) {
      throw new IllegalArgumentException('Only one of template or resource can be set');
    }
    return new PromptTemplate(
      (this.resourceValue ?? this.templateValue) as string,
      this.variablesValue,
      this.rendererValue ?? PromptTemplate.DEFAULT_TEMPLATE_RENDERER,
    );
  }
}
