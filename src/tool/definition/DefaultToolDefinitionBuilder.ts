/* Ported from Spring AI DefaultToolDefinition.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { StringUtils } from '../../core/StringUtils.js';
import { reConcatenateCamelCase } from '../../core/lang/camelCase.js';
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { DefaultToolDefinition } from './DefaultToolDefinition.js';
import type { ToolDefinition } from './ToolDefinition.js';

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
