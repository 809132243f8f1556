/* Ported from Spring AI PromptTemplate (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Media } from '../../content/Media.js';
import { Assert } from '../../java/core/Assert.js';
import { ByteArrayResource } from '../../java/core/io/ByteArrayResource.js';
import { Resource } from '../../java/core/io/Resource.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { entriesOf, keysOf, putAll } from '../../java/core/lang/maps.js';
import { StTemplateRenderer } from '../../template/st/StTemplateRenderer.js';
import { TemplateRenderer } from '../../template/TemplateRenderer.js';
import type { Message } from '../messages/Message.js';
import { UserMessage } from '../messages/UserMessage.js';
import { ChatOptions } from './ChatOptions.js';
import { Prompt } from './Prompt.js';
import type { PromptTemplateActions } from './PromptTemplateActions.js';
import type { PromptTemplateMessageActions } from './PromptTemplateMessageActions.js';


/**
 * Builds a {@link PromptTemplate} from a template string or a resource; reachable as
 * `PromptTemplate.Builder`.
 *
 * @remarks
 * Declared in the template's file, before it, so the static `Builder` needs no import cycle.
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

/**
 * A prompt template: text with `{name}` placeholders plus variables, rendered by a
 * {@link TemplateRenderer} (by default {@link StTemplateRenderer}) into a string, a user
 * {@link Message} or a {@link Prompt}.
 *
 * Variables whose value is a {@link Resource} are rendered as the resource's text (UTF-8).
 *
 * @example
 * ```ts
 * const text = new PromptTemplate('Tell me a {adjective} joke').render({ adjective: 'funny' });
 * ```
 *
 * @remarks
 * The constructor also takes Java's package-private form `(template | resource, variables,
 * renderer)`. `Map<String, Object>` parameters also accept plain objects. Resources are read
 * synchronously (see {@link Resource}).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/prompt/PromptTemplate.html
 * @category Prompt
 */
export class PromptTemplate implements PromptTemplateActions, PromptTemplateMessageActions {
  /** Java's nested `PromptTemplate.Builder`. */
  static readonly Builder = PromptTemplateBuilder;

  /** @internal The renderer used when none is given. */
  static readonly DEFAULT_TEMPLATE_RENDERER: TemplateRenderer = StTemplateRenderer.builder().build();

  private readonly template: string;
  private readonly variables = new Map<string, unknown>();
  private readonly renderer: TemplateRenderer;

  /**
   * @param template - the template text, or a resource holding it
   * @param variables - the variables (default none)
   * @param renderer - the renderer (default {@link StTemplateRenderer})
   * @throws IllegalArgumentException `"template cannot be null or empty"`, `"resource cannot be null"`,
   *   `"variables cannot be null"`, `"variables keys cannot be null"`, `"renderer cannot be null"`
   */
  constructor(template: string | Resource, variables?: Map<string, unknown> | Record<string, unknown>, renderer?: TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string));
  constructor(template: string | Resource, ...rest: unknown[]) {
    const variables = (rest.length > 0 ? rest[0] : new Map()) as Map<string, unknown> | Record<string, unknown>;
    const renderer = (rest.length > 1 ? rest[1] : PromptTemplate.DEFAULT_TEMPLATE_RENDERER) as TemplateRenderer | ((template: string, variables: Map<string, unknown>) => string);
    if (Resource.isInstance(template)) {
      Assert.notNull(variables, 'variables cannot be null');
      Assert.noNullElements(keysOf(variables), 'variables keys cannot be null');
      Assert.notNull(renderer, 'renderer cannot be null');
      let text: string;
      try {
        text = template.getContentAsString('utf-8');
      } catch (error) {
        throw new RuntimeException('Failed to read resource', error);
      }
      Assert.hasText(text, 'template cannot be null or empty');
      this.template = text;
    } else {
      Assert.hasText(template, 'template cannot be null or empty');
      Assert.notNull(variables, 'variables cannot be null');
      Assert.noNullElements(keysOf(variables), 'variables keys cannot be null');
      Assert.notNull(renderer, 'renderer cannot be null');
      this.template = template;
    }
    putAll(this.variables, variables);
    this.renderer = TemplateRenderer.from(renderer);
  }

  /** Adds or replaces a variable. */
  add(name: string, value: unknown): void {
    this.variables.set(name, value);
  }

  /** The template text. */
  getTemplate(): string {
    return this.template;
  }

  /** Renders with the template's variables. */
  render(): string;
  /** Renders with the template's variables overlaid by `additionalVariables`. */
  render(additionalVariables: Map<string, unknown> | Record<string, unknown>): string;
  render(additionalVariables?: Map<string, unknown> | Record<string, unknown>): string {
    const merged = new Map(this.variables);
    putAll(merged, additionalVariables);
    const processed = new Map<string, unknown>();
    for (const [key, value] of entriesOf(merged)) {
      processed.set(key, Resource.isInstance(value) ? renderResource(value) : value);
    }
    return this.renderer.apply(this.template, processed);
  }

  /** A user message with the rendered text. */
  createMessage(): Message;
  /** A user message with the rendered text and media. */
  createMessage(mediaList: Media[]): Message;
  /** A user message rendered with additional variables. */
  createMessage(additionalVariables: Map<string, unknown> | Record<string, unknown>): Message;
  createMessage(argument?: Media[] | Map<string, unknown> | Record<string, unknown>): Message {
    if (argument === undefined) return new UserMessage(this.render());
    if (Array.isArray(argument)) return UserMessage.builder().text(this.render()).media(argument).build();
    return new UserMessage(this.render(argument as Map<string, unknown> | Record<string, unknown>));
  }

  /** A prompt whose user message is the rendered text. */
  create(): Prompt;
  /** The same, with chat options. */
  create(modelOptions: ChatOptions): Prompt;
  /** A prompt rendered with additional variables. */
  create(additionalVariables: Map<string, unknown> | Record<string, unknown>): Prompt;
  /** A prompt rendered with additional variables, with chat options. */
  create(additionalVariables: Map<string, unknown> | Record<string, unknown>, modelOptions: ChatOptions): Prompt;
  create(first?: ChatOptions | Map<string, unknown> | Record<string, unknown>, second?: ChatOptions): Prompt {
    if (first === undefined) return new Prompt(this.render(new Map()));
    if (second === undefined && ChatOptions.isInstance(first)) {
      return Prompt.builder().content(this.render(new Map())).chatOptions(first).build();
    }
    if (second === undefined) return new Prompt(this.render(first as Map<string, unknown> | Record<string, unknown>));
    return Prompt.builder().content(this.render(first as Map<string, unknown> | Record<string, unknown>)).chatOptions(second).build();
  }

  /** A builder with this template's text, variables and renderer. */
  mutate(): PromptTemplateBuilder {
    return new PromptTemplateBuilder().template(this.template).variables(this.variables).renderer(this.renderer);
  }

  /** A new builder. */
  static builder(): PromptTemplateBuilder {
    return new PromptTemplateBuilder();
  }
}

/**
 * Type-level view of the nested Java types of {@link PromptTemplate}.
 *
 * @category Prompt
 */
export declare namespace PromptTemplate {
  /** Java's `PromptTemplate.Builder`. */
  type Builder = PromptTemplateBuilder;
}

function renderResource(resource: Resource): string {
  try {
    if (resource instanceof ByteArrayResource) return new TextDecoder('utf-8').decode(resource.getByteArray());
    if (!resource.exists()) return '';
    const bytes = resource.getContentAsByteArray();
    if (bytes.length === 0) return '';
    return new TextDecoder('utf-8').decode(bytes);
  } catch (error) {
    console.warn(`Failed to render resource: ${resource.getDescription()}`, error);
    return `[Unable to render resource: ${resource.getDescription()}]`;
  }
}
