/* spring-ai-ts, Apache-2.0. Flux.doOnSubscribe: a callback when a subscription starts. */
import type { FluxCore } from '../internal/FluxCore.js';
import type { Subscription } from '../Subscription.js';
import { operate } from '../internal/operate.js';

/**
 * Implements {@link Flux.doOnSubscribe}: the callback runs when iteration starts (the first pull),
 * before the source is subscribed; its `cancel()` stops the subscription. @internal
 */
export function doOnSubscribe<T>(source: FluxCore<T>, onSubscribe: (subscription: Subscription) => void): FluxCore<T> {
  return operate(
    source,
    async function* (upstream) {
      let cancelled = false;
      onSubscribe(subscription(() => (cancelled = true)));
      if (cancelled) {
        return;
      }
      for await (const value of upstream) {
        yield value;
        if (cancelled) {
          return;
        }
      }
    },
    function* (upstream) {
      let cancelled = false;
      onSubscribe(subscription(() => (cancelled = true)));
      if (cancelled) {
        return;
      }
      for (const value of upstream) {
        yield value;
        if (cancelled) {
          return;
        }
      }
    },
  );
}

function subscription(cancel: () => void): Subscription {
  return {
    request(): void {
      // pulling is the request
    },
    cancel,
  };
}
