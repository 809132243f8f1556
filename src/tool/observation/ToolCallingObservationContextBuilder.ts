/* Ported from Spring AI ToolCallingObservationContext.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { ToolMetadata } from '../metadata/ToolMetadata.js';
// ToolCallingObservationContext imports this file for its static `Builder`; it is used here only
// inside `build()`, so the import cycle is safe.
import { ToolCallingObservationContext } from './ToolCallingObservationContext.js';

/**
 * Builds a {@link ToolCallingObservationContext}; also reachable as
 * `ToolCallingObservationContext.Builder`. The tool metadata defaults to
 * `ToolMetadata.builder().build()`, the arguments to `"{}"`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationContext.Builder.html
 * @category Observation
 */
export class ToolCallingObservationContextBuilder {
  private toolDefinitionValue: ToolDefinition | undefined;
  private toolMetadataValue: ToolMetadata | undefined = ToolMetadata.builder().build();
  private toolCallArgumentsValue: string | undefined;
  private toolCallResultValue: string | undefined;

  /** Sets the tool definition (required). */
  toolDefinition(toolDefinition: ToolDefinition): this {
    this.toolDefinitionValue = toolDefinition;
    return this;
  }

  /** Sets the tool metadata (required; a default is preset). */
  toolMetadata(toolMetadata: ToolMetadata | undefined): this {
    this.toolMetadataValue = toolMetadata;
    return this;
  }

  /** Sets the arguments the model sent; missing arguments become `"{}"`. */
  toolCallArguments(toolCallArguments: string | undefined): this {
    this.toolCallArgumentsValue = toolCallArguments;
    return this;
  }

  /** Sets the tool result. */
  toolCallResult(toolCallResult: string | undefined): this {
    this.toolCallResultValue = toolCallResult;
    return this;
  }

  /**
   * Builds the context.
   * @throws IllegalArgumentException `"toolDefinition cannot be null"`, `"toolMetadata cannot be null"`
   */
  build(): ToolCallingObservationContext {
    return new ToolCallingObservationContext(
      this.toolDefinitionValue as ToolDefinition,
      this.toolMetadataValue as ToolMetadata,
      this.toolCallArgumentsValue,
      this.toolCallResultValue,
    );
  }
}
