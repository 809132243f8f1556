/* spring-ai-ts, Apache-2.0. Flux.doOnCancel: a callback when the consumer stops early. */
import type { FluxCore } from '../internal/FluxCore.js';
import { isCancelSignal } from '../internal/cancelSignal.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.doOnCancel}. @internal */
export function doOnCancel<T>(source: FluxCore<T>, onCancel: () => void): FluxCore<T> {
  return operate(
    source,
    async function* (upstream) {
      let terminated = false;
      try {
        for await (const value of upstream) {
          yield value;
        }
        terminated = true;
      } catch (e) {
        terminated = !isCancelSignal(e);
        throw e;
      } finally {
        if (!terminated) {
          onCancel();
        }
      }
    },
    function* (upstream) {
      let terminated = false;
      try {
        for (const value of upstream) {
          yield value;
        }
        terminated = true;
      } catch (e) {
        terminated = true;
        throw e;
      } finally {
        if (!terminated) {
          onCancel();
        }
      }
    },
  );
}
