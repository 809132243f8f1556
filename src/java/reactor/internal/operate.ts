/* spring-ai-ts, Apache-2.0. Builds an operator from a pair of generators (internal). */
import { cancellableGenerator, type Track } from './cancellableGenerator.js';
import { FluxCore } from './FluxCore.js';
import { syncFactoryOf } from './fusion.js';

export type { Track } from './cancellableGenerator.js';

/**
 * A source that runs `asyncOp` over `source` when iterated, and, when `source` is synchronous and a
 * `syncOp` is given, the same logic written as a synchronous generator on the promise-free path.
 * Both generators must implement identical semantics; the async one must pull only through the
 * iterables it is given (or wraps with `track`).
 */
export function operate<T, R>(
  source: FluxCore<T>,
  asyncOp: (upstream: AsyncIterable<T>, track: Track) => AsyncGenerator<R, void, undefined>,
  syncOp?: (upstream: Iterable<T>) => Iterator<R>,
): FluxCore<R> {
  const flux = new FluxCore<R>(() => cancellableGenerator((track) => asyncOp(track(source), track)));
  const upstream = syncOp === undefined ? undefined : syncFactoryOf(source);
  if (syncOp !== undefined && upstream !== undefined) {
    flux._sync = () => syncOp({ [Symbol.iterator]: upstream });
  }
  return flux;
}
