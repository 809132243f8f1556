/* spring-ai-ts, Apache-2.0. Counterpart of java.time.Duration (the parts Spring AI uses). */
import { objectsHash } from '../lang/JavaObjects.js';

/**
 * An amount of time in milliseconds, the counterpart of `java.time.Duration` in ported
 * signatures (`RateLimit.getRequestsReset()`, retry back-off).
 *
 * @remarks
 * Millisecond precision only (JavaScript timers have no finer resolution). Ported:
 * `ZERO`, `ofMillis`, `ofSeconds`, `ofMinutes`, `toMillis`, `getSeconds`, `isZero`,
 * `isNegative`, `plus`, `equals`, `hashCode`, `compareTo` and an ISO-8601 `toString()`
 * (`PT1.5S`).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/time/Duration.html
 * @category Core
 */
export class Duration {
  /** A zero-length duration. */
  static readonly ZERO = new Duration(0);

  private readonly millis: number;

  private constructor(millis: number) {
    this.millis = millis;
  }

  /** A duration of `millis` milliseconds. */
  static ofMillis(millis: number): Duration {
    return millis === 0 ? Duration.ZERO : new Duration(Math.trunc(millis));
  }

  /** A duration of `seconds` seconds. */
  static ofSeconds(seconds: number): Duration {
    return Duration.ofMillis(seconds * 1000);
  }

  /** A duration of `minutes` minutes. */
  static ofMinutes(minutes: number): Duration {
    return Duration.ofMillis(minutes * 60_000);
  }

  /** The length in milliseconds. */
  toMillis(): number {
    return this.millis;
  }

  /** The whole seconds (rounded towards negative infinity, as Java does). */
  getSeconds(): number {
    return Math.floor(this.millis / 1000);
  }

  /** True for a zero length. */
  isZero(): boolean {
    return this.millis === 0;
  }

  /** True for a negative length. */
  isNegative(): boolean {
    return this.millis < 0;
  }

  /** The sum of both durations. */
  plus(other: Duration): Duration {
    return Duration.ofMillis(this.millis + other.toMillis());
  }

  /** Negative, zero or positive as this duration is shorter, equal or longer. */
  compareTo(other: Duration): number {
    return Math.sign(this.millis - other.toMillis());
  }

  /** Value equality on the length. */
  equals(other: unknown): boolean {
    return other instanceof Duration && other.toMillis() === this.millis;
  }

  /** A hash code consistent with {@link Duration.equals}. */
  hashCode(): number {
    return objectsHash(this.millis);
  }

  /** ISO-8601 form, e.g. `PT0S`, `PT1.5S`, `PT2M`. */
  toString(): string {
    if (this.millis === 0) return 'PT0S';
    const sign = this.millis < 0 ? '-' : '';
    let rest = Math.abs(this.millis);
    const hours = Math.floor(rest / 3_600_000);
    rest -= hours * 3_600_000;
    const minutes = Math.floor(rest / 60_000);
    rest -= minutes * 60_000;
    let text = 'PT';
    if (hours > 0) text += `${sign}${hours}H`;
    if (minutes > 0) text += `${sign}${minutes}M`;
    if (rest > 0) {
      const seconds = Math.floor(rest / 1000);
      const fraction = rest % 1000;
      text += `${sign}${seconds}${fraction > 0 ? `.${String(fraction).padStart(3, '0').replace(/0+$/u, '')}` : ''}S`;
    }
    return text;
  }
}
