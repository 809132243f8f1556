/* Ported from Spring AI FunctionToolCallback.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { StringUtils } from '../../core/StringUtils.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import type { TypeRef } from '../../reflect/TypeRef.js';
import { JsonSchemaGenerator } from '../../util/json/schema/JsonSchemaGenerator.js';
import { DefaultToolDefinition } from '../definition/DefaultToolDefinition.js';
import { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
import { ToolUtils } from '../support/ToolUtils.js';
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { FunctionToolCallback } from './FunctionToolCallback.js';

/**
 * Builder of {@link FunctionToolCallback}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/function/FunctionToolCallback.Builder.html
 * @category Tools
 */
export class FunctionToolCallbackBuilder<I = unknown, O = unknown> {
  private toolDescription: string | undefined;
  private toolInputSchema: string | undefined;
  private toolInputType: TypeRef | undefined;
  private metadata: ToolMetadata | undefined;
  private converter: ToolCallResultConverter | undefined;

  /** @internal Use `FunctionToolCallback.builder(name, fn)`. */
  constructor(
    private readonly name: string,
    private readonly toolFunction: (input: I, toolContext: ToolContext | undefined) => O | Promise<O>,
  ) {
    Assert.hasText(name, 'name cannot be null or empty');
    Assert.notNull(toolFunction, 'toolFunction cannot be null');
  }

  /** The description (default: the name split at camel-case humps). */
  description(description: string): this {
    this.toolDescription = description;
    return this;
  }

  /** An explicit JSON schema of the input (otherwise generated from the input type). */
  inputSchema(inputSchema: string): this {
    this.toolInputSchema = inputSchema;
    return this;
  }

  /** The type the JSON input is converted to: a class, `String`, `Number`, `'void'`, … */
  inputType(inputType: TypeRef): this {
    this.toolInputType = inputType;
    return this;
  }

  /** The tool metadata (default: `returnDirect` false). */
  toolMetadata(toolMetadata: ToolMetadata): this {
    this.metadata = toolMetadata;
    return this;
  }

  /** The result converter (an object, or a plain function). */
  toolCallResultConverter(
    toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string),
  ): this {
    this.converter = ToolCallResultConverter.from(toolCallResultConverter);
    return this;
  }

  /**
   * Builds the callback; the description defaults to the name split at camel-case humps, the
   * schema to the one generated for the input type.
   *
   * @throws IllegalArgumentException `"inputType cannot be null"`
   */
  build(): FunctionToolCallback<I, O> {
    Assert.notNull(this.toolInputType, 'inputType cannot be null');
    const toolDefinition = DefaultToolDefinition.builder()
      .name(this.name)
      .description(
        StringUtils.hasText(this.toolDescription) ? this.toolDescription : ToolUtils.getToolDescriptionFromName(this.name),
      )
      .inputSchema(
        StringUtils.hasText(this.toolInputSchema)
          ? this.toolInputSchema
          : JsonSchemaGenerator.generateForType(this.toolInputType),
      )
      .build();
    return new FunctionToolCallback<I, O>(
      toolDefinition,
      this.metadata,
      this.toolInputType,
      this.toolFunction,
      this.converter,
    );
  }
}
