/* spring-ai-ts, Apache-2.0. The terminal signal doFinally reports, after Reactor's SignalType. */
import { enumValueOf } from '../core/lang/JavaEnums.js';

/**
 * How a {@link Flux} subscription ended, as passed to `doFinally`: Reactor's `SignalType`, reduced
 * to the three terminal constants (`ON_COMPLETE`, `ON_ERROR`, `CANCEL`).
 *
 * @remarks
 * Reactor's other constants (`ON_NEXT`, `REQUEST`, …) are never reported to `doFinally` and are
 * not ported.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/SignalType.html
 * @category Streaming
 */
export class SignalType {
  /** The source completed normally. */
  static readonly ON_COMPLETE = new SignalType('ON_COMPLETE', 0, 'onComplete');
  /** The source or an operator failed. */
  static readonly ON_ERROR = new SignalType('ON_ERROR', 1, 'onError');
  /** The consumer stopped early (a `break` out of `for await`, `take`, `dispose()`). */
  static readonly CANCEL = new SignalType('CANCEL', 2, 'cancel');

  private constructor(
    private readonly constantName: string,
    private readonly position: number,
    private readonly label: string,
  ) {}

  /** All constants, in declaration order. */
  static values(): SignalType[] {
    return [SignalType.ON_COMPLETE, SignalType.ON_ERROR, SignalType.CANCEL];
  }

  /**
   * The constant with this name.
   * @throws IllegalArgumentException `"No enum constant reactor.core.publisher.SignalType.<name>"` when there is none
   */
  static valueOf(name: string): SignalType {
    return enumValueOf(SignalType.values(), 'reactor.core.publisher.SignalType', name);
  }

  /** The constant's name, e.g. `'CANCEL'`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position. */
  ordinal(): number {
    return this.position;
  }

  /** Reactor's rendering: `onComplete`, `onError`, `cancel`. */
  toString(): string {
    return this.label;
  }
}
