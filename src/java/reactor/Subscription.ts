/* spring-ai-ts, Apache-2.0. The subscription handle doOnSubscribe receives, after Reactive Streams. */

/**
 * The handle `Flux.doOnSubscribe` passes to its callback, as Reactive Streams' `Subscription`.
 *
 * @remarks
 * A `Flux` is pulled, so `request(n)` changes nothing; `cancel()` ends the subscription after the
 * element being delivered.
 *
 * @see https://www.reactive-streams.org/reactive-streams-1.0.4-javadoc/org/reactivestreams/Subscription.html
 * @category Streaming
 */
export interface Subscription {
  /** Accepted and ignored: demand is expressed by pulling. */
  request(n: number): void;
  /** Stops the subscription. */
  cancel(): void;
}
