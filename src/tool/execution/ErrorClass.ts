/* spring-ai-ts, Apache-2.0. A class of errors (Java's Class<? extends RuntimeException>). */

/**
 * A class of errors, as given to `DefaultToolExecutionExceptionProcessor`'s rethrow list
 * (Java's `Class<? extends RuntimeException>`).
 *
 * @category Tools
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ErrorClass = abstract new (...args: any[]) => Error;
