/* spring-ai-ts, Apache-2.0. The AsyncLocalStorage that carries the reactive Context (internal). */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Context } from '../Context.js';

/** Holds the Context that `contextWrite` established for everything upstream of it. */
export const contextStorage = new AsyncLocalStorage<Context>();

/** The Context visible here: the one set by the closest downstream `contextWrite`, or empty. */
export function currentContext(): Context {
  return contextStorage.getStore() ?? Context.empty();
}
