/* spring-ai-ts, Apache-2.0. Flux.take: the first n elements, then cancel upstream (fusable). */
import { FluxCore, fuse } from '../internal/FluxCore.js';
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { cancelQuietly, done } from '../internal/fusion.js';

/** Implements {@link Flux.take}. @internal */
export function take<T>(source: FluxCore<T>, n: number): FluxCore<T> {
  if (n < 0) {
    throw new IllegalArgumentException(`n >= 0 required but it was ${n}`);
  }
  if (n === 0) {
    // Reactor subscribes and cancels at once; pulling nothing is the same here.
    const flux = new FluxCore<T>(() => {
      let it: AsyncIterator<T> | undefined = source[Symbol.asyncIterator]();
      const finish = async (): Promise<IteratorResult<T>> => {
        const current = it;
        it = undefined;
        await cancelQuietly(current);
        return done();
      };
      return { next: finish, return: finish };
    });
    flux._sync = () => ({ next: () => done() });
    return flux;
  }
  return fuse<T, T>(source, (down) => {
    let remaining = n;
    return (value) => {
      remaining--;
      return down(value) && remaining > 0;
    };
  });
}
