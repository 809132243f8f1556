/* Ported from Spring AI MethodToolCallback.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Method } from '../../reflect/Method.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import type { TypeRef } from '../../reflect/TypeRef.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { MethodToolCallback } from './MethodToolCallback.js';

/**
 * Builder of {@link MethodToolCallback}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/method/MethodToolCallback.Builder.html
 * @category Tools
 */
export class MethodToolCallbackBuilder {
  private definition: ToolDefinition | undefined;
  private metadata: ToolMetadata | undefined;
  private method: Method | undefined;
  private object: unknown;
  private converter: ToolCallResultConverter | undefined;

  /** What the model is told about the tool (required). */
  toolDefinition(toolDefinition: ToolDefinition): this {
    this.definition = toolDefinition;
    return this;
  }

  /** The tool metadata (default: `returnDirect` false). */
  toolMetadata(toolMetadata: ToolMetadata): this {
    this.metadata = toolMetadata;
    return this;
  }

  /** The method to call (required). */
  toolMethod(toolMethod: Method): this {
    this.method = toolMethod;
    return this;
  }

  /** The object the method is called on (required unless the method is static). */
  toolObject(toolObject: unknown): this {
    this.object = toolObject;
    return this;
  }

  /** The result converter, an object or a plain function (default: `DefaultToolCallResultConverter`). */
  toolCallResultConverter(toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string)): this {
    this.converter = ToolCallResultConverter.from(toolCallResultConverter);
    return this;
  }

  /** Builds the callback; the constructor's checks apply. */
  build(): MethodToolCallback {
    return new MethodToolCallback(
      this.definition as ToolDefinition,
      this.metadata,
      this.method as Method,
      this.object,
      this.converter,
    );
  }
}
