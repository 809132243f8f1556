/* Ported from Spring AI DefaultToolDefinition (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { objectsEquals, objectsHash } from '../../java/core/lang/JavaObjects.js';
import type { ToolDefinition } from './ToolDefinition.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { reConcatenateCamelCase } from '../../java/core/lang/camelCase.js';

/**
 * Builder of {@link DefaultToolDefinition} (Java's `DefaultToolDefinition.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/definition/DefaultToolDefinition.Builder.html
 * @category Tools
 */
export class DefaultToolDefinitionBuilder {
  private toolName: string | undefined;
  private toolDescription: string | undefined;
  private toolInputSchema: string | undefined;

  /** The tool name. */
  name(name: string): this {
    this.toolName = name;
    return this;
  }

  /** The description (default: the name split at camel-case humps). */
  description(description: string): this {
    this.toolDescription = description;
    return this;
  }

  /** The JSON schema of the input. */
  inputSchema(inputSchema: string): this {
    this.toolInputSchema = inputSchema;
    return this;
  }

  /**
   * Builds the definition; a blank description becomes the name split at camel-case humps.
   *
   * @throws IllegalArgumentException `"toolName cannot be null or empty"`, or the constructor's
   * messages
   */
  build(): ToolDefinition {
    if (!StringUtils.hasText(this.toolDescription)) {
      Assert.hasText(this.toolName, 'toolName cannot be null or empty');
      this.toolDescription = reConcatenateCamelCase(this.toolName, ' ');
    }
    return new DefaultToolDefinition(this.toolName as string, this.toolDescription, this.toolInputSchema as string);
  }
}

/**
 * The default {@link ToolDefinition}, a value with name, description and input schema.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/definition/DefaultToolDefinition.html
 * @category Tools
 */
export class DefaultToolDefinition implements ToolDefinition {
  /** The builder class, as Java's nested `DefaultToolDefinition.Builder`. */
  static readonly Builder = DefaultToolDefinitionBuilder;

  private readonly toolName: string;
  private readonly toolDescription: string;
  private readonly toolInputSchema: string;

  /** @throws IllegalArgumentException when any of the three is blank */
  constructor(name: string, description: string, inputSchema: string) {
    Assert.hasText(name, 'name cannot be null or empty');
    Assert.hasText(description, 'description cannot be null or empty');
    Assert.hasText(inputSchema, 'inputSchema cannot be null or empty');
    this.toolName = name;
    this.toolDescription = description;
    this.toolInputSchema = inputSchema;
  }

  /** A new builder. */
  static builder(): DefaultToolDefinitionBuilder {
    return new DefaultToolDefinitionBuilder();
  }

  name(): string {
    return this.toolName;
  }

  description(): string {
    return this.toolDescription;
  }

  inputSchema(): string {
    return this.toolInputSchema;
  }

  /** Record equality over the three components. */
  equals(other: unknown): boolean {
    return (
      other instanceof DefaultToolDefinition &&
      objectsEquals(this.toolName, other.toolName) &&
      objectsEquals(this.toolDescription, other.toolDescription) &&
      objectsEquals(this.toolInputSchema, other.toolInputSchema)
    );
  }

  /** A hash of the three components, consistent with {@link DefaultToolDefinition.equals}. */
  hashCode(): number {
    return objectsHash(this.toolName, this.toolDescription, this.toolInputSchema);
  }

  toString(): string {
    return `DefaultToolDefinition[name=${this.toolName}, description=${this.toolDescription}, inputSchema=${this.toolInputSchema}]`;
  }
}
