/* Ported from Spring AI DefaultToolCallingManager.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ObservationRegistry } from '../../micrometer/observation/ObservationRegistry.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import { DefaultToolExecutionExceptionProcessor } from '../../tool/execution/DefaultToolExecutionExceptionProcessor.js';
import type { ToolExecutionException } from '../../tool/execution/ToolExecutionException.js';
import type { ToolExecutionExceptionProcessor } from '../../tool/execution/ToolExecutionExceptionProcessor.js';
import { DelegatingToolCallbackResolver } from '../../tool/resolution/DelegatingToolCallbackResolver.js';
import type { ToolCallbackResolver } from '../../tool/resolution/ToolCallbackResolver.js';
// DefaultToolCallingManager imports this file for its static `Builder`; it is used here only
// inside `build()`, so the import cycle is safe.
import { DefaultToolCallingManager } from './DefaultToolCallingManager.js';

/**
 * Builds a {@link DefaultToolCallingManager}; also reachable as `DefaultToolCallingManager.Builder`.
 * Defaults: `ObservationRegistry.NOOP`, an empty `DelegatingToolCallbackResolver`, and a
 * `DefaultToolExecutionExceptionProcessor` that sends failure messages back to the model.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/DefaultToolCallingManager.Builder.html
 * @category Tool Calling
 */
export class DefaultToolCallingManagerBuilder {
  private observationRegistryValue: ObservationRegistry | undefined = ObservationRegistry.NOOP;
  private toolCallbackResolverValue:
    | ToolCallbackResolver
    | ((toolName: string) => ToolCallback | undefined)
    | undefined = new DelegatingToolCallbackResolver([]);
  private toolExecutionExceptionProcessorValue:
    | ToolExecutionExceptionProcessor
    | ((exception: ToolExecutionException) => string)
    | undefined = DefaultToolExecutionExceptionProcessor.builder().build();

  /** Sets the registry of the tool call observations. */
  observationRegistry(observationRegistry: ObservationRegistry | undefined): this {
    this.observationRegistryValue = observationRegistry;
    return this;
  }

  /** Sets the resolver of tools named by the model (a resolver or a plain function). */
  toolCallbackResolver(
    toolCallbackResolver: ToolCallbackResolver | ((toolName: string) => ToolCallback | undefined) | undefined,
  ): this {
    this.toolCallbackResolverValue = toolCallbackResolver;
    return this;
  }

  /** Sets what tool failures become (a processor or a plain function). */
  toolExecutionExceptionProcessor(
    toolExecutionExceptionProcessor:
      | ToolExecutionExceptionProcessor
      | ((exception: ToolExecutionException) => string)
      | undefined,
  ): this {
    this.toolExecutionExceptionProcessorValue = toolExecutionExceptionProcessor;
    return this;
  }

  /**
   * Builds the manager; the constructor's checks apply.
   * @throws IllegalArgumentException `"observationRegistry cannot be null"`,
   *   `"toolCallbackResolver cannot be null"`, `"toolCallExceptionConverter cannot be null"`
   */
  build(): DefaultToolCallingManager {
    return new DefaultToolCallingManager(
      this.observationRegistryValue as ObservationRegistry,
      this.toolCallbackResolverValue as ToolCallbackResolver,
      this.toolExecutionExceptionProcessorValue as ToolExecutionExceptionProcessor,
    );
  }
}
