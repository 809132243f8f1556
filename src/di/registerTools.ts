/* spring-ai-ts, Apache-2.0. One-line registration of @Tool classes into a tsyringe container. */
import 'reflect-metadata';
import { Lifecycle, type DependencyContainer } from 'tsyringe';
import { TOOL_CLASSES } from '../tool/resolution/tokens.js';

/**
 * Registers tool classes (classes with `@Tool` methods) into `container`, so that
 * `ContainerToolCallbackResolver` (and the default `ToolCallbackResolver.TOKEN`, see
 * `registerSpringAiDefaults`) find their tools by name.
 *
 * Each class gets one instance per container (unless the container already has a registration
 * for it, which is then used), built by tsyringe, so a tool class may inject its own
 * dependencies (`@injectable()`).
 *
 * @example
 * ```ts
 * const container = rootContainer.createChildContainer();
 * registerTools(container, WeatherTools, BookingTools);
 * ```
 *
 * @remarks
 * The counterpart of declaring tool beans in a Spring application context. A child container
 * that registers tools of its own sees only those (tsyringe's `resolveAll` rule); a child
 * container without any sees its parent's. Nothing is kept in global state.
 *
 * @returns the container, for chaining
 * @category Tools
 */
export function registerTools(
  container: DependencyContainer,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ...toolClasses: (new (...args: any[]) => object)[]
): DependencyContainer {
  for (const toolClass of toolClasses) {
    if (!container.isRegistered(toolClass, false)) {
      container.register(toolClass, { useClass: toolClass }, {
        lifecycle: Lifecycle.ContainerScoped,
      });
    }
    container.register(TOOL_CLASSES, { useToken: toolClass });
  }
  return container;
}
