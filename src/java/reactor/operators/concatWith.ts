/* spring-ai-ts, Apache-2.0. Flux.concatWith: this Flux's elements, then another's. */
import { type FluxCore, fromPublisher } from '../internal/FluxCore.js';
import type { Publisher } from '../Publisher.js';
import { concat } from '../sources/concat.js';

/** Implements {@link Flux.concatWith}. @internal */
export function concatWith<T>(source: FluxCore<T>, other: Publisher<T>): FluxCore<T> {
  return concat<T>([source, fromPublisher(other)]);
}
