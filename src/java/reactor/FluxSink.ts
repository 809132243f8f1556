/* spring-ai-ts, Apache-2.0. The push bridge Flux.create hands to its emitter, after Reactor's FluxSink. */
import type { ContextView } from './ContextView.js';

/**
 * The sink `Flux.create` passes to its emitter, to push elements from callback-based sources (an
 * event emitter, an SSE parser) into a pulled {@link Flux}, as Reactor's `FluxSink`. Elements
 * pushed faster than they are pulled are buffered (Reactor's `OverflowStrategy.BUFFER`).
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/FluxSink.html
 * @category Streaming
 */
export interface FluxSink<T> {
  /** Emits an element; ignored after a terminal signal or a cancel. */
  next(value: T): FluxSink<T>;
  /** Completes the Flux (after the buffered elements). */
  complete(): void;
  /** Fails the Flux (after the buffered elements). */
  error(error: unknown): void;
  /** Registers cleanup that runs once, on complete, error or cancel: remove listeners here. */
  onDispose(onDispose: () => void): FluxSink<T>;
  /** Registers a callback that runs when the consumer cancels, before the `onDispose` callbacks. */
  onCancel(onCancel: () => void): FluxSink<T>;
  /** Whether the consumer has cancelled. */
  isCancelled(): boolean;
  /** The subscriber's context. */
  contextView(): ContextView;
}
