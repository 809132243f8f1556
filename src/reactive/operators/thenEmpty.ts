/* spring-ai-ts, Apache-2.0. Flux.thenEmpty / thenReturn / thenMany: act on completion only. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';
import { drain } from '../internal/drain.js';
import { ignoreElements } from './ignoreElements.js';

/** Implements {@link Flux.thenEmpty}: resolves when the source (then `other`) completes. @internal */
export async function thenEmpty<T>(source: Flux<T>, other?: Publisher<unknown>): Promise<void> {
  await drain(source, () => true);
  if (other !== undefined) {
    await drain(Flux.from(other), () => true);
  }
}

/** Implements {@link Flux.thenReturn}. @internal */
export async function thenReturn<T, V>(source: Flux<T>, value: V): Promise<V> {
  await drain(source, () => true);
  return value;
}

/** Implements {@link Flux.thenMany}: `other`'s elements once the source completes. @internal */
export function thenMany<T, V>(source: Flux<T>, other: Publisher<V>): Flux<V> {
  return ignoreElements<T, V>(source).concatWith(other);
}
