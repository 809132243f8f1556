/* Ported from Spring AI ToolCallReactiveContextHolder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Context } from '../../java/reactor/Context.js';
import type { ContextView } from '../../java/reactor/ContextView.js';

const STORAGE_KEY = Symbol.for('spring-ai.tool.reactiveContext');

type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<ContextView | undefined> };

// One storage per process (as Java's static ThreadLocal), so that an ESM and a CJS copy of the
// library loaded side by side still see the same context.
const holder = globalThis as GlobalWithStorage;
const storage: AsyncLocalStorage<ContextView | undefined> = (holder[STORAGE_KEY] ??= new AsyncLocalStorage<
  ContextView | undefined
>());

/**
 * Hands the reactive context of a stream to the tool execution it starts, so that tool calls
 * made on behalf of a `Flux` find the observation (and any other entry) of that stream.
 *
 * A streaming chat model or advisor captures the subscriber context with
 * `Flux.deferContextual(ctx => …)` and makes it current around
 * `ToolCallingManager.executeToolCalls`; `DefaultToolCallingManager` then takes the parent of
 * each tool observation from it.
 *
 * @example
 * ```ts
 * Flux.deferContextual((ctx) =>
 *   ToolCallReactiveContextHolder.run(ctx, () => toolCallingManager.executeToolCalls(prompt, response)),
 * );
 * ```
 *
 * @remarks
 * Java keeps the context in a thread-local; here it lives in an `AsyncLocalStorage`, so it
 * follows `await`s. `setContext`/`getContext`/`clearContext` keep Java's names and the
 * `try { setContext(ctx); … } finally { clearContext(); }` idiom translates as is, but in async
 * code `setContext` (`AsyncLocalStorage.enterWith`) also changes the context of the caller that
 * is running synchronously at that moment, and `clearContext` in a `finally` after an `await`
 * only clears the continuation. {@link ToolCallReactiveContextHolder.run} (an addition) scopes
 * the context to one function and everything it awaits, and restores the previous one
 * afterwards, so it is the safe choice in TypeScript.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/internal/ToolCallReactiveContextHolder.html
 * @category Tool Calling
 */
export abstract class ToolCallReactiveContextHolder {
  /** Makes `contextView` current for the calling code and the async work it starts from now on. */
  static setContext(contextView: ContextView): void {
    storage.enterWith(contextView);
  }

  /** The current reactive context; the empty context when none was set. */
  static getContext(): ContextView {
    return storage.getStore() ?? Context.empty();
  }

  /** Forgets the context set with {@link ToolCallReactiveContextHolder.setContext}. */
  static clearContext(): void {
    storage.enterWith(undefined);
  }

  /**
   * Runs `fn` with `contextView` current (for `fn` and everything it awaits or starts) and
   * restores the previous context when `fn` returns; a returned `Promise` is passed through.
   */
  static run<R>(contextView: ContextView, fn: () => R): R {
    return storage.run(contextView, fn);
  }
}
