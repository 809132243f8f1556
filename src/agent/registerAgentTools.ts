/* spring-ai-ts, Apache-2.0. One-call tsyringe registration of the agent todo tools. */
import 'reflect-metadata';
import type { DependencyContainer } from 'tsyringe';
import { registerTools } from '../di/registerTools.js';
import type { ConversationStore } from './store/ConversationStore.js';
import { InMemoryConversationStore } from './store/InMemoryConversationStore.js';
import type { TodoItem } from './todo/TodoItem.js';
import { TodoListTools } from './todo/TodoListTools.js';

/**
 * Registers {@link TodoListTools} into `container` as a tool class (see `registerTools`), with
 * its store and time to live under {@link TodoListTools.STORE_TOKEN} and
 * {@link TodoListTools.TTL_TOKEN} unless the container already has them.
 *
 * @example
 * ```ts
 * registerSpringAiDefaults(container);
 * registerAgentTools(container, { todoTtlMillis: 10 * 60_000 });
 * ```
 *
 * @param options - `todoStore` (default a new `InMemoryConversationStore`) and `todoTtlMillis`
 *   (default 30 minutes)
 * @returns the container, for chaining
 * @category Tools
 */
export function registerAgentTools(
  container: DependencyContainer,
  options: { readonly todoStore?: ConversationStore<TodoItem[]>; readonly todoTtlMillis?: number } = {},
): DependencyContainer {
  if (!container.isRegistered(TodoListTools.STORE_TOKEN, false)) {
    container.register(TodoListTools.STORE_TOKEN, {
      useValue: options.todoStore ?? new InMemoryConversationStore<TodoItem[]>(),
    });
  }
  if (!container.isRegistered(TodoListTools.TTL_TOKEN, false)) {
    container.register(TodoListTools.TTL_TOKEN, {
      useValue: options.todoTtlMillis ?? TodoListTools.DEFAULT_TTL_MILLIS,
    });
  }
  return registerTools(container, TodoListTools);
}
