/* spring-ai-ts, Apache-2.0. No Java counterpart: carries the caller's AbortSignal to models and tools without changing the ported method signatures. */
import { AsyncLocalStorage } from 'node:async_hooks';
import { AbortedException } from './AbortedException.js';
import { whenAborted } from './whenAborted.js';

const storage = new AsyncLocalStorage<AbortSignal>();

/**
 * The caller's `AbortSignal`, visible to everything that runs on its behalf.
 *
 * `ChatClient` `call()`/`stream()` run the advisor chain inside {@link AbortSignalContext.run};
 * chat models read {@link AbortSignalContext.current} to cancel their HTTP request, and tool
 * execution hands it to tools through their `ToolContext`. Ported signatures such as
 * `ChatModel.call(prompt)` therefore stay as in Java.
 *
 * @remarks
 * Spring AI has no cancellation for blocking calls; this is an addition. The signal is carried by
 * `AsyncLocalStorage`, so it follows `await`s and callbacks started inside `run`.
 *
 * @category Core
 */
export abstract class AbortSignalContext {
  /** Runs `fn` with `signal` as the current signal (no signal: runs `fn` unchanged). */
  static run<R>(signal: AbortSignal | undefined, fn: () => R): R {
    return signal === undefined ? fn() : storage.run(signal, fn);
  }

  /** The signal of the innermost enclosing {@link AbortSignalContext.run}, if any. */
  static current(): AbortSignal | undefined {
    return storage.getStore();
  }

  /** Throws {@link AbortedException} when the current signal has been aborted. */
  static throwIfAborted(what?: string): void {
    const signal = storage.getStore();
    if (signal?.aborted) throw AbortedException.from(signal, what);
  }

  /**
   * Settles like `promise`, or rejects with {@link AbortedException} as soon as `signal` aborts,
   * so a caller is released even when the work below ignores the signal.
   */
  static race<T>(promise: Promise<T>, signal: AbortSignal | undefined, what?: string): Promise<T> {
    if (signal === undefined) return promise;
    if (signal.aborted) {
      promise.catch(() => undefined);
      return Promise.reject(AbortedException.from(signal, what));
    }
    return new Promise<T>((resolve, reject) => {
      const stopWaiting = whenAborted(signal, () => reject(AbortedException.from(signal, what)));
      promise.then(
        (value) => {
          stopWaiting();
          resolve(value);
        },
        (error: unknown) => {
          stopWaiting();
          reject(error);
        },
      );
    });
  }
}
