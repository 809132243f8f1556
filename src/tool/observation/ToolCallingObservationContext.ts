/* Ported from Spring AI ToolCallingObservationContext and its Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../observation/conventions/AiOperationType.js';
import { AiProvider } from '../../observation/conventions/AiProvider.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { ToolMetadata } from '../metadata/ToolMetadata.js';

/**
 * Builds a {@link ToolCallingObservationContext}; also reachable as
 * `ToolCallingObservationContext.Builder` (Java's nested class). Declared before the context class so that its
 * static `Builder` can refer to it. The tool metadata defaults to
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

/**
 * The observation context of one tool call: the tool's definition and metadata, the arguments
 * the model sent, and (once known) the result.
 *
 * Its operation metadata is always operation type `framework`, provider `spring_ai`.
 *
 * @remarks
 * Java's constructor is private; build one with {@link ToolCallingObservationContext.builder}.
 * The TypeScript constructor is public only so that the builder can call it, and it is marked
 * internal.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/observation/ToolCallingObservationContext.html
 * @category Observation
 */
export class ToolCallingObservationContext extends ObservationContext {
  /** Java's nested `ToolCallingObservationContext.Builder`. */
  static readonly Builder = ToolCallingObservationContextBuilder;

  private readonly operationMetadata = new AiOperationMetadata(AiOperationType.FRAMEWORK.value(), AiProvider.SPRING_AI.value());
  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;
  private readonly toolCallArguments: string;
  private toolCallResult: string | undefined;

  /**
   * @internal Use {@link ToolCallingObservationContext.builder}.
   * @throws IllegalArgumentException `"toolDefinition cannot be null"`, `"toolMetadata cannot be null"`
   */
  constructor(
    toolDefinition: ToolDefinition,
    toolMetadata: ToolMetadata,
    toolCallArguments: string | undefined,
    toolCallResult: string | undefined,
  ) {
    super();
    Assert.notNull(toolDefinition, 'toolDefinition cannot be null');
    Assert.notNull(toolMetadata, 'toolMetadata cannot be null');
    this.toolDefinition = toolDefinition;
    this.toolMetadata = toolMetadata;
    this.toolCallArguments = toolCallArguments ?? '{}';
    this.toolCallResult = toolCallResult ?? undefined;
  }

  /** A new builder. */
  static builder(): ToolCallingObservationContextBuilder {
    return new ToolCallingObservationContextBuilder();
  }

  /** The operation type (`framework`) and provider (`spring_ai`). */
  getOperationMetadata(): AiOperationMetadata {
    return this.operationMetadata;
  }

  /** The definition of the called tool. */
  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  /** The metadata of the called tool. */
  getToolMetadata(): ToolMetadata {
    return this.toolMetadata;
  }

  /** The arguments the model sent (`"{}"` when none were given). */
  getToolCallArguments(): string {
    return this.toolCallArguments;
  }

  /** The tool result, once the tool has run. */
  getToolCallResult(): string | undefined {
    return this.toolCallResult;
  }

  /** Records the tool result. */
  setToolCallResult(toolCallResult: string | undefined): void {
    this.toolCallResult = toolCallResult ?? undefined;
  }
}

/**
 * Type-level view of the nested Java types of {@link ToolCallingObservationContext}.
 *
 * @category Observation
 */
export declare namespace ToolCallingObservationContext {
  /** Java's `ToolCallingObservationContext.Builder`. */
  type Builder = ToolCallingObservationContextBuilder;
}
