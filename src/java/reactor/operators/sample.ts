/* spring-ai-ts, Apache-2.0. Flux.sample: the latest element of each period. */
import { FluxCore } from '../internal/FluxCore.js';
import { pump } from '../internal/pump.js';

const NONE = Symbol('none');

/**
 * Implements {@link Flux.sample}: every `period` (from subscription), the latest element that
 * arrived since the previous tick is emitted, if any; on completion the pending one is emitted
 * before completing. @internal
 */
export function sample<T>(source: FluxCore<T>, period: number): FluxCore<T> {
  return new FluxCore<T>(pump<T, T>(source, () => {
    let latest: T | typeof NONE = NONE;
    let repeat: ReturnType<typeof setInterval> | undefined;
    const take = (emit: (value: T) => void): void => {
      if (latest !== NONE) {
        const value = latest;
        latest = NONE;
        emit(value);
      }
    };
    return {
      start(emit) {
        repeat = setInterval(() => take(emit), period);
      },
      onNext(value) {
        latest = value;
      },
      onComplete: take,
      stop: () => clearInterval(repeat),
    };
  }));
}
