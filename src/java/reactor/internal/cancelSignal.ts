/* spring-ai-ts, Apache-2.0. The internal signal that unwinds an operator cancelled while busy. */

/**
 * Thrown into an operator's generator, from the iterables it pulls, when the consumer cancelled
 * while the generator was busy waiting on one of them. Operators treat it as a cancel, never as an
 * error, and it never reaches a consumer.
 */
export const CANCELLED: unknown = Object.freeze({ cancelled: true });

/** Whether `error` is the internal cancel signal rather than a real failure. */
export function isCancelSignal(error: unknown): boolean {
  return error === CANCELLED;
}
