/* Ported from Spring AI ToolCallingObservationContext (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import { ObservationContext } from '../../micrometer/observation/ObservationContext.js';
import { AiOperationMetadata } from '../../observation/AiOperationMetadata.js';
import { AiOperationType } from '../../observation/conventions/AiOperationType.js';
import { AiProvider } from '../../observation/conventions/AiProvider.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
import { ToolCallingObservationContextBuilder } from './ToolCallingObservationContextBuilder.js';

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
  /**
   * Java's nested `ToolCallingObservationContext.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof ToolCallingObservationContextBuilder {
    return ToolCallingObservationContextBuilder;
  }

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
