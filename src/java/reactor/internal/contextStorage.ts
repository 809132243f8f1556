/* spring-ai-ts, Apache-2.0. The AsyncLocalStorage that carries the reactive Context (internal). */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Context } from '../Context.js';

const STORAGE_KEY = Symbol.for('spring-ai.reactive.context');

type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Context> };

/**
 * Holds the Context that `contextWrite` established for everything upstream of it. One storage per
 * process, so that the ESM and the CommonJS copy of the library, loaded side by side, share it.
 */
export const contextStorage: AsyncLocalStorage<Context> = ((globalThis as GlobalWithStorage)[STORAGE_KEY] ??=
  new AsyncLocalStorage<Context>());

/** The Context visible here: the one set by the closest downstream `contextWrite`, or empty. */
export function currentContext(): Context {
  const context = contextStorage.getStore();
  if (context === undefined) {
    return Context.empty();
  }
  // A Context written by another loaded copy of the library is adopted through its public API.
  return context instanceof Context ? context : Context.from(context);
}
