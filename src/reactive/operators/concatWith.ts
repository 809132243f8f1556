/* spring-ai-ts, Apache-2.0. Flux.concatWith: this Flux's elements, then another's. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';
import { concat } from '../sources/concat.js';

/** Implements {@link Flux.concatWith}. @internal */
export function concatWith<T>(source: Flux<T>, other: Publisher<T>): Flux<T> {
  return concat<T>([source, Flux.from(other)]);
}
