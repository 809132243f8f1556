/* spring-ai-ts, Apache-2.0. Flux.range: count consecutive integers (a synchronous source). */
import { type FluxCore, syncSource } from '../internal/FluxCore.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';

/** Implements {@link Flux.range}. @internal */
export function range(start: number, count: number): FluxCore<number> {
  if (count < 0) {
    throw new IllegalArgumentException(`count >= required but it was ${count}`);
  }
  if (start + count - 1 > 2147483647) {
    throw new IllegalArgumentException('start + count can not exceed Integer.MAX_VALUE');
  }
  const end = start + count;
  return syncSource<number>(() => {
    let i = start;
    return {
      next: (): IteratorResult<number> => (i < end ? { done: false, value: i++ } : { done: true, value: undefined }),
      return: (): IteratorResult<number> => {
        i = end;
        return { done: true, value: undefined };
      },
    };
  });
}
