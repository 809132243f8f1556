/* spring-ai-ts, Apache-2.0. Which errors the onError… operators handle. */

/**
 * Selects the errors an `onErrorResume`, `onErrorMap`, `onErrorReturn` or `doOnError` handles: an
 * error class (Reactor's `Class<E>` overloads, matched with `instanceof`) or a predicate (Reactor's
 * `Predicate<Throwable>` overloads).
 *
 * @category Streaming
 */
export type ErrorMatcher = (abstract new (...args: never[]) => unknown) | ((error: unknown) => boolean);
