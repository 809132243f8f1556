/* spring-ai-ts, Apache-2.0. Flux.doFinally: one callback after complete, error or cancel. */
import type { Flux } from '../Flux.js';
import { SignalType } from '../SignalType.js';
import { isCancelSignal } from '../internal/cancelSignal.js';
import { operate } from '../internal/operate.js';

/** Implements {@link Flux.doFinally}. @internal */
export function doFinally<T>(source: Flux<T>, onFinally: (signal: SignalType) => void): Flux<T> {
  return operate(
    source,
    async function* (upstream) {
      // Until the source ends by itself, leaving this generator means the consumer cancelled.
      let signal = SignalType.CANCEL;
      try {
        for await (const value of upstream) {
          yield value;
        }
        signal = SignalType.ON_COMPLETE;
      } catch (e) {
        signal = isCancelSignal(e) ? SignalType.CANCEL : SignalType.ON_ERROR;
        throw e;
      } finally {
        onFinally(signal);
      }
    },
    function* (upstream) {
      let signal = SignalType.CANCEL;
      try {
        for (const value of upstream) {
          yield value;
        }
        signal = SignalType.ON_COMPLETE;
      } catch (e) {
        signal = SignalType.ON_ERROR;
        throw e;
      } finally {
        onFinally(signal);
      }
    },
  );
}
