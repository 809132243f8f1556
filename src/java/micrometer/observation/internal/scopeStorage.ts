/* spring-ai-ts, Apache-2.0. Internal: where the current observation scope lives (Micrometer: a static ThreadLocal). */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ObservationScope } from '../ObservationScope.js';

const STORAGE_KEY = Symbol.for('spring-ai.observation.currentScope');

type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<ObservationScope | undefined> };

// One storage per process, like Micrometer's static ThreadLocal, so that two loaded copies of the
// library (ESM and CJS) still see the same current observation.
const holder = globalThis as GlobalWithStorage;
const storage: AsyncLocalStorage<ObservationScope | undefined> = (holder[STORAGE_KEY] ??=
  new AsyncLocalStorage<ObservationScope | undefined>());

/** The scope current in this async context, if any. */
export function currentScope(): ObservationScope | undefined {
  return storage.getStore();
}

/**
 * Makes `scope` current for the rest of the calling synchronous code and the async work it
 * starts (AsyncLocalStorage `enterWith`); used by `openScope()` and `Scope.close()`.
 */
export function enterScope(scope: ObservationScope | undefined): void {
  storage.enterWith(scope);
}

/** Runs `fn` with `scope` current; the previous scope is current again once `fn` returns. */
export function runInScope<T>(scope: ObservationScope | undefined, fn: () => T): T {
  return storage.run(scope, fn);
}
