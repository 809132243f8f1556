/* spring-ai-ts, Apache-2.0. Flux.thenEmpty / thenReturn / thenMany: act on completion only. */
import { type FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { drain } from '../internal/drain.js';
import { concatWith } from './concatWith.js';
import { ignoreElements } from './ignoreElements.js';

/** Implements {@link Flux.thenEmpty}: resolves when the source (then `other`) completes. @internal */
export async function thenEmpty<T>(source: FluxCore<T>, other?: Publisher<unknown>): Promise<void> {
  await drain(source, () => true);
  if (other !== undefined) {
    await drain(fromPublisher(other), () => true);
  }
}

/** Implements {@link Flux.thenReturn}. @internal */
export async function thenReturn<T, V>(source: FluxCore<T>, value: V): Promise<V> {
  await drain(source, () => true);
  return value;
}

/** Implements {@link Flux.thenMany}: `other`'s elements once the source completes. @internal */
export function thenMany<T, V>(source: FluxCore<T>, other: Publisher<V>): FluxCore<V> {
  return concatWith(ignoreElements<T, V>(source), other);
}
