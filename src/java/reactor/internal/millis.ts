/* spring-ai-ts, Apache-2.0. Durations as the time-based Flux operators accept them (internal). */
import { NullPointerException } from '../../core/NullPointerException.js';

/** A duration in milliseconds, or a `Duration` (anything with `toMillis()`). */
export type Millis = number | { toMillis(): number };

/** `duration` in milliseconds (negative as 0). @throws NullPointerException `"<name> must not be null"` */
export function millisOf(duration: Millis, name: string): number {
  const millis = typeof duration === 'number' ? duration : duration?.toMillis?.();
  if (typeof millis !== 'number' || Number.isNaN(millis)) {
    throw new NullPointerException(`${name} must not be null`);
  }
  return Math.max(0, millis);
}
