/* spring-ai-ts, Apache-2.0. Counterpart of Spring AI SpringBeanToolCallbackResolver (v1.1.8): resolves tools registered in a tsyringe container. */
import type { DependencyContainer } from 'tsyringe';
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { TOOL_CLASSES } from './tokens.js';
import { MethodToolCallbackProvider } from '../method/MethodToolCallbackProvider.js';
import { ToolUtils } from '../support/ToolUtils.js';
import { ToolCallback } from '../ToolCallback.js';
import { ToolCallbackProvider } from '../ToolCallbackProvider.js';
import type { ToolCallbackResolver } from './ToolCallbackResolver.js';

function resolveAll<T>(container: DependencyContainer, token: symbol): T[] {
  return container.isRegistered(token, true) ? container.resolveAll<T>(token) : [];
}

/**
 * A {@link ToolCallbackResolver} that finds tools by name among what is registered in a tsyringe
 * container: tool classes (`registerTools(container, WeatherTools)`, token `TOOL_CLASSES`),
 * `ToolCallback`s (`ToolCallback.TOKEN`) and `ToolCallbackProvider`s (`ToolCallbackProvider.TOKEN`).
 *
 * @example
 * ```ts
 * registerTools(container, WeatherTools);
 * const resolver = new ContainerToolCallbackResolver(container);
 * await resolver.resolve('getWeather')?.call('{"city":"Paris"}');
 * ```
 *
 * @remarks
 * This is the counterpart of Spring's `SpringBeanToolCallbackResolver`, which looks up
 * `Function`/`Supplier`/`Consumer`/`BiFunction` beans by bean name; in TypeScript, tools are
 * `@Tool` classes or `ToolCallback`s registered in the container, looked up by tool name.
 * Everything is read from the given container (and, where it has no registrations of its own
 * for a token, from its parents, as tsyringe's `resolveAll` does), so child containers do not
 * share tools, and nothing is cached across resolvers (Spring's cache is static). The index is
 * built on first use and rebuilt once when a name is not found, so tools registered later are
 * seen. Two tools with the same name are an `IllegalStateException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/resolution/SpringBeanToolCallbackResolver.html
 * @category Tools
 */
export class ContainerToolCallbackResolver implements ToolCallbackResolver, ToolCallbackProvider {
  private index: Map<string, ToolCallback> | undefined;

  constructor(private readonly container: DependencyContainer) {
    Assert.notNull(container, 'container cannot be null');
  }

  /** @throws IllegalArgumentException `"toolName cannot be null or empty"` */
  resolve(toolName: string): ToolCallback | undefined {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    const hit = this.index?.get(toolName);
    if (hit !== undefined) return hit;
    this.index = this.buildIndex();
    return this.index.get(toolName);
  }

  /** All the tool callbacks the container offers now. */
  getToolCallbacks(): ToolCallback[] {
    this.index = this.buildIndex();
    return [...this.index.values()];
  }

  private buildIndex(): Map<string, ToolCallback> {
    const toolObjects = resolveAll<object>(this.container, TOOL_CLASSES);
    const callbacks: ToolCallback[] = [
      ...resolveAll<ToolCallback>(this.container, ToolCallback.TOKEN),
      ...resolveAll<ToolCallbackProvider>(this.container, ToolCallbackProvider.TOKEN).flatMap((provider) =>
        provider.getToolCallbacks(),
      ),
      ...(toolObjects.length > 0
        ? MethodToolCallbackProvider.builder()
            .toolObjects(...toolObjects)
            .build()
            .getToolCallbacks()
        : []),
    ];
    const duplicates = ToolUtils.getDuplicateToolNames(callbacks);
    if (duplicates.length > 0) {
      throw new IllegalStateException(
        `Multiple tools with the same name (${duplicates.join(', ')}) found in the container`,
      );
    }
    return new Map(callbacks.map((callback) => [callback.getToolDefinition().name(), callback]));
  }
}
