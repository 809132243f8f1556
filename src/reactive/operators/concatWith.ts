/* spring-ai-ts, Apache-2.0. Flux.concatWith: this Flux's elements, then another's. */
import { Flux } from '../Flux.js';
import type { Publisher } from '../Publisher.js';

/** Implements {@link Flux.concatWith}. @internal */
export function concatWith<T>(source: Flux<T>, other: Publisher<T>): Flux<T> {
  const next = Flux.from(other);
  return new Flux<T>(() => run());

  async function* run(): AsyncGenerator<T, void, undefined> {
    yield* source;
    yield* next;
  }
}
