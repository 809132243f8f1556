/* spring-ai-ts, Apache-2.0. Builds an operator from a pair of generators (internal). */
import { Flux } from '../Flux.js';
import { syncFactoryOf } from './fusion.js';

/**
 * A Flux that runs `asyncOp` over `source` when iterated, and, when `source` is synchronous and a
 * `syncOp` is given, the same logic written as a synchronous generator on the promise-free path.
 * Both generators must implement identical semantics.
 */
export function operate<T, R>(
  source: Flux<T>,
  asyncOp: (upstream: AsyncIterable<T>) => AsyncIterator<R>,
  syncOp?: (upstream: Iterable<T>) => Iterator<R>,
): Flux<R> {
  const flux = new Flux<R>(() => asyncOp(source));
  const upstream = syncOp === undefined ? undefined : syncFactoryOf(source);
  if (syncOp !== undefined && upstream !== undefined) {
    flux._sync = () => syncOp({ [Symbol.iterator]: upstream });
  }
  return flux;
}
