/* spring-ai-ts, Apache-2.0. The sink Flux.generate's generator writes to, after Reactor's SynchronousSink. */
import type { ContextView } from './ContextView.js';

/**
 * What `Flux.generate`'s generator receives on each call: it must call `next` at most once, and/or
 * `complete` or `error`, as Reactor's `SynchronousSink`.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/SynchronousSink.html
 * @category Streaming
 */
export interface SynchronousSink<T> {
  /** Emits one element; a second call in the same round fails with `IllegalStateException`. */
  next(value: T): void;
  /** Completes the Flux after this round. */
  complete(): void;
  /** Fails the Flux after this round. */
  error(error: unknown): void;
  /** The subscriber's context. */
  contextView(): ContextView;
}
