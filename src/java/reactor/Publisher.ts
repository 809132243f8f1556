/* spring-ai-ts, Apache-2.0. Everything Flux.from and the flattening operators accept. */
import type { Flux } from './Flux.js';

/**
 * Any source a {@link Flux} can be made from, and what the mappers of `flatMap`, `concatMap`,
 * `switchMap`, `onErrorResume`, `defer` and `deferContextual` may return: a `Flux`, an
 * `AsyncIterable`, an `Iterable` (an array), a web `ReadableStream`, or a `Promise` of a value or of
 * a `Flux`/`AsyncIterable` (a Reactor `Mono`).
 *
 * @remarks
 * Stands in for Reactor's `org.reactivestreams.Publisher`. A `Promise` that resolves to `undefined`
 * counts as an empty `Mono`, since Reactor sequences cannot carry `null`.
 *
 * @category Streaming
 */
export type Publisher<T> =
  | Flux<T>
  | AsyncIterable<T>
  | Iterable<T>
  | ReadableStream<T>
  | PromiseLike<T | Flux<T> | AsyncIterable<T> | undefined>;
