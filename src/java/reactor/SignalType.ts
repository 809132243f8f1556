/* spring-ai-ts, Apache-2.0. The terminal signal doFinally reports, after Reactor's SignalType. */
import { enumValueOf } from '../core/lang/JavaEnums.js';

/**
 * How a {@link Flux} subscription ended, as passed to `doFinally`: Reactor's `SignalType`, reduced
 * to the three terminal constants (`ON_COMPLETE`, `ON_ERROR`, `CANCEL`), and `ON_NEXT`, which a
 * `Sinks.EmitFailureHandler` receives for a failed `emitNext`.
 *
 * @remarks
 * Reactor's other constants (`REQUEST`, `ON_SUBSCRIBE`, …) are never reported here and are not
 * ported; the ordinals are this port's declaration order, not Reactor's.
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
  /** An element (what `Sinks.EmitFailureHandler` receives when `emitNext` fails). */
  static readonly ON_NEXT = new SignalType('ON_NEXT', 3, 'onNext');

  private constructor(
    private readonly constantName: string,
    private readonly position: number,
    private readonly label: string,
  ) {}

  /** All constants, in declaration order. */
  static values(): SignalType[] {
    return [SignalType.ON_COMPLETE, SignalType.ON_ERROR, SignalType.CANCEL, SignalType.ON_NEXT];
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

  /** Reactor's rendering: `onComplete`, `onError`, `cancel`, `onNext`. */
  toString(): string {
    return this.label;
  }
}
