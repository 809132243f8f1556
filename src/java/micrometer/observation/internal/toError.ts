/* spring-ai-ts, Apache-2.0. Internal: turns any thrown value into an Error for Observation.error. */

/** Keeps an `Error` as it is (identity matters to callers); wraps anything else with it as the cause. */
export function toError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown;
  return new Error(String(thrown), { cause: thrown });
}
