/* spring-ai-ts, Apache-2.0. Registers the library's default beans into a tsyringe container (Spring Boot auto-configuration's counterpart). */
import 'reflect-metadata';
import { instancePerContainerCachingFactory, type DependencyContainer } from 'tsyringe';
import { DefaultToolExecutionExceptionProcessor } from '../tool/execution/DefaultToolExecutionExceptionProcessor.js';
import { ToolExecutionExceptionProcessor } from '../tool/execution/ToolExecutionExceptionProcessor.js';
import { ContainerToolCallbackResolver } from '../tool/resolution/ContainerToolCallbackResolver.js';
import { DelegatingToolCallbackResolver } from '../tool/resolution/DelegatingToolCallbackResolver.js';
import { ToolCallbackResolver } from '../tool/resolution/ToolCallbackResolver.js';

/**
 * Registers spring-ai-ts's defaults into `container`, each only when the container (not counting
 * its parents) has no registration for that token yet, like Spring Boot's
 * `@ConditionalOnMissingBean`:
 *
 * - `ToolCallbackResolver.TOKEN`: a `DelegatingToolCallbackResolver` over a
 *   `ContainerToolCallbackResolver` of the resolving container;
 * - `ToolExecutionExceptionProcessor.TOKEN`: `DefaultToolExecutionExceptionProcessor`
 *   with `alwaysThrow` false (Spring's `spring.ai.tools.throw-exception-on-error=false`).
 *
 * Instances are created per container: resolving a token from a child container gives that
 * child its own resolver, which sees the child's tools.
 *
 * @example
 * ```ts
 * registerSpringAiDefaults(container);
 * registerTools(container, WeatherTools);
 * const resolver = container.resolve<ToolCallbackResolver>(ToolCallbackResolver.TOKEN);
 * ```
 *
 * @returns the container, for chaining
 * @category Tools
 */
export function registerSpringAiDefaults(container: DependencyContainer): DependencyContainer {
  if (!container.isRegistered(ToolCallbackResolver.TOKEN, false)) {
    container.register(ToolCallbackResolver.TOKEN, {
      useFactory: instancePerContainerCachingFactory<ToolCallbackResolver>(
        (resolving) => new DelegatingToolCallbackResolver([new ContainerToolCallbackResolver(resolving)]),
      ),
    });
  }
  if (!container.isRegistered(ToolExecutionExceptionProcessor.TOKEN, false)) {
    container.register(ToolExecutionExceptionProcessor.TOKEN, {
      useFactory: instancePerContainerCachingFactory<ToolExecutionExceptionProcessor>(() =>
        DefaultToolExecutionExceptionProcessor.builder().alwaysThrow(false).build(),
      ),
    });
  }
  return container;
}
