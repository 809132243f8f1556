/* spring-ai-ts, Apache-2.0. The data of a Flux and the constructors operators build on (internal). */
import type { Publisher } from '../Publisher.js';
import { fusedIterator, syncToAsync, type Stage } from './fusion.js';
import {
  isAsyncIterable,
  isFlux,
  isIterable,
  isPromiseLike,
  isReadableStream,
  promiseSource,
  readableStreamIterator,
} from './sources.js';

/**
 * What a Flux is made of: a factory for one upstream iterator per subscription and, when present,
 * the synchronous fast path and the fused-stage chain. `Flux` extends it; operators and sources
 * build plain `FluxCore`s (they never import `Flux`, which imports them), and `Flux` turns each
 * into a `Flux` with its operator methods. Not exported from the package entry points.
 */
export class FluxCore<T> implements AsyncIterable<T> {
  /** @internal Creates one upstream iterator per subscription. */
  readonly _factory: () => AsyncIterator<T>;
  /** @internal Present when the source is synchronous and may be iterated without promises. */
  _sync: (() => Iterator<T>) | undefined = undefined;
  /** @internal For a fused pipeline: its non-fused source. */
  _upstream: FluxCore<unknown> | undefined = undefined;
  /** @internal For a fused pipeline: the composed synchronous stages. */
  _stage: Stage<unknown, T> | undefined = undefined;

  /**
   * A Flux whose every subscription (iteration) calls `factory` for a fresh async iterator. The
   * iterator's `return()` is the cancellation signal.
   */
  constructor(factory: () => AsyncIterator<T>) {
    this._factory = factory;
  }

  /** Subscribes: runs the source anew and returns an iterator over its elements. */
  [Symbol.asyncIterator](): AsyncIterator<T> {
    return this._factory();
  }
}

/** A source over a synchronous iterator factory (the fused fast path applies). @internal */
export function syncSource<T>(factory: () => Iterator<T>): FluxCore<T> {
  const core = new FluxCore<T>(() => syncToAsync(factory()));
  core._sync = factory;
  return core;
}

/** Appends a synchronous stage to `source`, fusing it with the stages already there. @internal */
export function fuse<I, O>(source: FluxCore<I>, stage: Stage<I, O>): FluxCore<O> {
  const base: FluxCore<unknown> = source._upstream ?? (source as FluxCore<unknown>);
  const previous = source._stage;
  const composed: Stage<unknown, O> =
    previous === undefined ? (stage as Stage<unknown, O>) : (down) => previous(stage(down));
  const core = new FluxCore<O>(() => fusedIterator(base, composed));
  core._upstream = base;
  core._stage = composed;
  return core;
}

/** A synchronous source over an array, read anew on every subscription. @internal */
export function fromArray<T>(array: readonly T[]): FluxCore<T> {
  return syncSource(() => array[Symbol.iterator]());
}

/**
 * Adapts any {@link Publisher} (a Flux, returned as is; a Promise; a web stream; an async
 * iterable; an iterable), as `Flux.from` documents.
 *
 * @throws TypeError when `source` is none of these.
 * @internal
 */
export function fromPublisher<T>(source: Publisher<T>): FluxCore<T> {
  if (isFlux(source)) {
    return source as FluxCore<T>;
  }
  if (isPromiseLike(source)) {
    return new FluxCore<T>(() => promiseSource<T>(source, (v) => fromPublisher(v as Publisher<T>)));
  }
  if (isReadableStream(source)) {
    return new FluxCore<T>(() => readableStreamIterator(source as ReadableStream<T>));
  }
  if (isAsyncIterable(source)) {
    return new FluxCore<T>(() => (source as AsyncIterable<T>)[Symbol.asyncIterator]());
  }
  if (isIterable(source)) {
    const iterable = source as Iterable<T>;
    return syncSource(() => iterable[Symbol.iterator]());
  }
  throw new TypeError(`Flux.from cannot adapt ${source === null ? 'null' : typeof source}`);
}
