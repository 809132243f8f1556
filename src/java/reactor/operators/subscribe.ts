/* spring-ai-ts, Apache-2.0. Flux.subscribe: push-style consumption with callbacks. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { Disposable } from '../Disposable.js';
import { cancelQuietly, runSync } from '../internal/fusion.js';

/**
 * Implements {@link Flux.subscribe}: a synchronous pipeline runs to its end before `subscribe`
 * returns, as in Reactor; anything else runs in the background. An error thrown by `onNext` cancels
 * the source and goes to `onError`. Without `onError`, an error is logged with `console.error`
 * (Reactor logs it through `onErrorDropped`), never left as an unhandled rejection. @internal
 */
export function subscribe<T>(
  source: FluxCore<T>,
  onNext?: (value: T) => void,
  onError?: (error: unknown) => void,
  onComplete?: () => void,
): Disposable {
  let disposed = false;
  let iterator: AsyncIterator<T> | undefined;
  const disposable: Disposable = {
    dispose(): void {
      if (!disposed) {
        disposed = true;
        if (iterator !== undefined) {
          void cancelQuietly(iterator);
        }
      }
    },
    isDisposed: () => disposed,
  };
  const fail = (error: unknown): void => {
    disposed = true;
    if (onError !== undefined) {
      onError(error);
    } else {
      console.error('Flux.subscribe: error with no onError callback', error);
    }
  };
  const complete = (): void => {
    disposed = true;
    onComplete?.();
  };

  let ranSync: boolean;
  try {
    ranSync = runSync(source, (value) => {
      onNext?.(value);
      return !disposed;
    });
  } catch (e) {
    fail(e);
    return disposable;
  }
  if (ranSync) {
    if (!disposed) {
      complete();
    }
    return disposable;
  }

  const run = async (): Promise<void> => {
    const it = source[Symbol.asyncIterator]();
    iterator = it;
    for (;;) {
      let result: IteratorResult<T>;
      try {
        result = await it.next();
      } catch (e) {
        if (!disposed) {
          fail(e);
        }
        return;
      }
      if (disposed) {
        return;
      }
      if (result.done) {
        complete();
        return;
      }
      try {
        onNext?.(result.value);
      } catch (e) {
        await cancelQuietly(it);
        fail(e);
        return;
      }
    }
  };
  run().catch((e: unknown) => console.error('Flux.subscribe: a callback failed', e));
  return disposable;
}
