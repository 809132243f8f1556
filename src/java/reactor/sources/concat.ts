/* spring-ai-ts, Apache-2.0. Flux.concat: the sources one after another. */
import { type FluxCore, fromArray, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { syncFactoryOf } from '../internal/fusion.js';
import { operate } from '../internal/operate.js';

/**
 * Implements {@link Flux.concat}: each source is subscribed when the previous one completes; when
 * every source is synchronous, so is the result. @internal
 */
export function concat<T>(sources: ReadonlyArray<Publisher<T>>): FluxCore<T> {
  const fluxes = sources.map((s) => fromPublisher(s));
  const flux = operate<FluxCore<T>, T>(fromArray(fluxes), async function* (upstream, track) {
    for await (const f of upstream) {
      yield* track(f);
    }
  });
  const syncs = fluxes.map((f) => syncFactoryOf(f));
  if (syncs.every((s) => s !== undefined)) {
    flux._sync = () => runSync(syncs as Array<() => Iterator<T>>);
  }
  return flux;
}

function* runSync<T>(factories: Array<() => Iterator<T>>): Generator<T, void, undefined> {
  for (const factory of factories) {
    yield* { [Symbol.iterator]: factory };
  }
}
