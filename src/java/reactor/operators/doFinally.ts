/* spring-ai-ts, Apache-2.0. Flux.doFinally: one callback after complete, error or cancel. */
import { FluxCore } from '../internal/FluxCore.js';
import { SignalType } from '../SignalType.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { finallyIterator } from '../internal/tap.js';

const SIGNALS = { complete: SignalType.ON_COMPLETE, error: SignalType.ON_ERROR, cancel: SignalType.CANCEL };

/** Implements {@link Flux.doFinally}. @internal */
export function doFinally<T>(source: FluxCore<T>, onFinally: (signal: SignalType) => void): FluxCore<T> {
  const flux = new FluxCore<T>(() => finallyIterator(source, onFinally, SIGNALS));
  const upstream = syncFactoryOf(source);
  if (upstream !== undefined) {
    flux._sync = function* () {
      // Until the source ends by itself, leaving this generator means the consumer cancelled.
      let signal = SignalType.CANCEL;
      try {
        yield* { [Symbol.iterator]: upstream };
        signal = SignalType.ON_COMPLETE;
      } catch (e) {
        signal = SignalType.ON_ERROR;
        throw e;
      } finally {
        onFinally(signal);
      }
    };
  }
  return flux;
}
