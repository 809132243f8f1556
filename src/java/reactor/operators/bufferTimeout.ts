/* spring-ai-ts, Apache-2.0. Flux.bufferTimeout: lists of up to maxSize elements, or what arrived within maxTime. */
import { FluxCore } from '../internal/FluxCore.js';
import { pump } from '../internal/pump.js';

/**
 * Implements {@link Flux.bufferTimeout}: a list is emitted when it holds `maxSize` elements, or
 * `maxTime` after its first element arrived, whichever comes first; the last non-empty list is
 * emitted on completion. @internal
 */
export function bufferTimeout<T>(source: FluxCore<T>, maxSize: number, maxTime: number): FluxCore<T[]> {
  return new FluxCore<T[]>(pump<T, T[]>(source, () => {
    let buffer: T[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = (emit: (value: T[]) => void): void => {
      clearTimeout(timer);
      timer = undefined;
      if (buffer.length > 0) {
        const full = buffer;
        buffer = [];
        emit(full);
      }
    };
    return {
      start: () => {},
      onNext(value, emit) {
        buffer.push(value);
        if (buffer.length >= maxSize) {
          flush(emit);
        } else if (timer === undefined) {
          timer = setTimeout(() => flush(emit), maxTime);
        }
      },
      onComplete: flush,
      stop: () => clearTimeout(timer),
    };
  }));
}
