/* Ported from Spring AI DefaultToolDefinition (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { objectsEquals, objectsHash } from '../../core/lang/JavaObjects.js';
import type { ToolDefinition } from './ToolDefinition.js';
import { DefaultToolDefinitionBuilder } from './DefaultToolDefinitionBuilder.js';

/**
 * The default {@link ToolDefinition}, a value with name, description and input schema.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/definition/DefaultToolDefinition.html
 * @category Tools
 */
export class DefaultToolDefinition implements ToolDefinition {
  /**
   * The builder class, as Java's nested `DefaultToolDefinition.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof DefaultToolDefinitionBuilder {
    return DefaultToolDefinitionBuilder;
  }

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
