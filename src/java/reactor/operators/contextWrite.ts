/* spring-ai-ts, Apache-2.0. Flux.contextWrite: enrich the Context seen upstream. */
import { FluxCore } from '../internal/FluxCore.js';
import type { Context } from '../Context.js';
import type { ContextView } from '../ContextView.js';
import { contextStorage, currentContext } from '../internal/contextStorage.js';
import { done } from '../internal/fusion.js';

/**
 * Implements {@link Flux.contextWrite}: the subscription to `source`, and every pull from it, runs
 * inside `AsyncLocalStorage` with the new context, so operators upstream (and whatever they await)
 * see it, while the consumer downstream keeps its own. When the new context is the one already in
 * place (the update changed nothing), the pulls need no such scope. @internal
 */
export function contextWrite<T>(source: FluxCore<T>, update: ContextView | ((context: Context) => Context)): FluxCore<T> {
  const compute = typeof update === 'function' ? update : (context: Context) => context.putAll(update);
  return new FluxCore<T>(() => {
    let context: Context | undefined;
    let upstream: AsyncIterator<T> | undefined;
    let unchanged = false;
    return {
      next(): Promise<IteratorResult<T>> {
        try {
          if (context === undefined) {
            const current = currentContext();
            const ctx = compute(current);
            context = ctx;
            unchanged = ctx === current && contextStorage.getStore() === current;
            upstream = unchanged ? source[Symbol.asyncIterator]() : contextStorage.run(ctx, () => source[Symbol.asyncIterator]());
          }
          const it = upstream!;
          return unchanged ? it.next() : contextStorage.run(context, () => it.next());
        } catch (e) {
          return Promise.reject(e);
        }
      },
      async return(): Promise<IteratorResult<T>> {
        const it = upstream;
        if (context === undefined || it?.return === undefined) {
          context ??= currentContext(); // cancelled before subscribing: never subscribe later
          upstream ??= { next: () => Promise.resolve(done<T>()) };
          return done();
        }
        return unchanged ? it.return() : contextStorage.run(context, () => it.return!());
      },
    };
  });
}
