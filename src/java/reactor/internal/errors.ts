/* spring-ai-ts, Apache-2.0. Error matching for the onError… operators (internal). */
import type { ErrorMatcher } from '../ErrorMatcher.js';
import { isCancelSignal } from './cancelSignal.js';

/** Whether `matcher` is an error class (its prototype descends from `Error`) rather than a predicate. */
export function isErrorClass(matcher: unknown): matcher is abstract new (...args: never[]) => unknown {
  if (typeof matcher !== 'function') {
    return false;
  }
  const proto = (matcher as { prototype?: unknown }).prototype;
  return proto === Error.prototype || proto instanceof Error;
}

/** Whether `error` is handled by `matcher` (`undefined` handles everything). */
export function matches(matcher: ErrorMatcher | undefined, error: unknown): boolean {
  if (isCancelSignal(error)) {
    return false; // a cancel is never handled as an error
  }
  if (matcher === undefined) {
    return true;
  }
  return isErrorClass(matcher) ? error instanceof matcher : (matcher as (error: unknown) => boolean)(error);
}
