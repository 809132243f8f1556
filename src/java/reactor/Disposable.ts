/* spring-ai-ts, Apache-2.0. The handle Flux.subscribe returns, after Reactor's Disposable. */

/**
 * A handle to a running push-style subscription (`Flux.subscribe`): `dispose()` cancels it.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/Disposable.html
 * @category Streaming
 */
export interface Disposable {
  /** Cancels the subscription; upstream `finally` blocks and `doFinally(CANCEL)` run. Idempotent. */
  dispose(): void;
  /** Whether the subscription was disposed or has terminated. */
  isDisposed(): boolean;
}
