/* spring-ai-ts, Apache-2.0. Sinks.EmitResult, Sinks.EmissionException and Sinks.EmitFailureHandler. */
import { IllegalStateException } from '../core/IllegalStateException.js';
import { enumValueOf } from '../core/lang/JavaEnums.js';
import type { Duration } from '../core/time/Duration.js';
import type { EmitOutcome } from './internal/sinks.js';
import type { SignalType } from './SignalType.js';

/**
 * The result of a `tryEmit…` call on a sink: Reactor's `Sinks.EmitResult` enum.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.EmitResult.html
 * @category Streaming
 */
export class EmitResult {
  /** The emission succeeded. */
  static readonly OK = new EmitResult('OK', 0);
  /** The sink was already terminated (completed or failed). */
  static readonly FAIL_TERMINATED = new EmitResult('FAIL_TERMINATED', 1);
  /** The buffer was full. */
  static readonly FAIL_OVERFLOW = new EmitResult('FAIL_OVERFLOW', 2);
  /** The sink was cancelled by its subscriber(s). */
  static readonly FAIL_CANCELLED = new EmitResult('FAIL_CANCELLED', 3);
  /** Another emission was in progress (never happens on JavaScript's single thread). */
  static readonly FAIL_NON_SERIALIZED = new EmitResult('FAIL_NON_SERIALIZED', 4);
  /** No subscriber, and the sink does not (or can no longer) buffer for one. */
  static readonly FAIL_ZERO_SUBSCRIBER = new EmitResult('FAIL_ZERO_SUBSCRIBER', 5);

  private constructor(
    private readonly constantName: string,
    private readonly position: number,
  ) {}

  /** All constants, in Reactor's declaration order. */
  static values(): EmitResult[] {
    return [
      EmitResult.OK,
      EmitResult.FAIL_TERMINATED,
      EmitResult.FAIL_OVERFLOW,
      EmitResult.FAIL_CANCELLED,
      EmitResult.FAIL_NON_SERIALIZED,
      EmitResult.FAIL_ZERO_SUBSCRIBER,
    ];
  }

  /**
   * The constant with this name.
   * @throws IllegalArgumentException `"No enum constant reactor.core.publisher.Sinks.EmitResult.<name>"` when there is none
   */
  static valueOf(name: string): EmitResult {
    return enumValueOf(EmitResult.values(), 'reactor.core.publisher.Sinks.EmitResult', name);
  }

  /** @internal */
  static _of(outcome: EmitOutcome): EmitResult {
    return EmitResult[outcome];
  }

  /** The constant's name, e.g. `'OK'`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position. */
  ordinal(): number {
    return this.position;
  }

  /** `true` for {@link EmitResult.OK}. */
  isSuccess(): boolean {
    return this === EmitResult.OK;
  }

  /** `true` for every result but {@link EmitResult.OK}. */
  isFailure(): boolean {
    return this !== EmitResult.OK;
  }

  /**
   * Does nothing for {@link EmitResult.OK}; otherwise throws.
   * @throws EmissionException `"Sink emission failed with <result>"`
   */
  orThrow(): void {
    if (this === EmitResult.OK) return;
    throw new EmissionException(this);
  }

  /**
   * Does nothing for {@link EmitResult.OK}; otherwise throws with `cause`.
   * @throws EmissionException `"Sink emission failed with <result>"`, caused by `cause`
   */
  orThrowWithCause(cause: unknown): void {
    if (this === EmitResult.OK) return;
    throw new EmissionException(cause, this);
  }

  /** The constant's name, as Java's `Enum.toString()`. */
  toString(): string {
    return this.constantName;
  }
}

/**
 * Thrown when an emission fails in a way the caller must see: Reactor's
 * `Sinks.EmissionException`, an `IllegalStateException` carrying the {@link EmitResult}.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.EmissionException.html
 * @category Errors
 */
export class EmissionException extends IllegalStateException {
  private readonly reason: EmitResult;

  /** `"Sink emission failed with <reason>"`. */
  constructor(reason: EmitResult);
  /** `"Sink emission failed with <reason>"`, caused by `cause`. */
  constructor(cause: unknown, reason: EmitResult);
  /** With a custom message. */
  constructor(reason: EmitResult, message: string);
  constructor(first: unknown, second?: EmitResult | string) {
    if (first instanceof EmitResult) {
      super(typeof second === 'string' ? second : `Sink emission failed with ${first.toString()}`);
      this.reason = first;
    } else {
      const reason = second as EmitResult;
      super(`Sink emission failed with ${reason.toString()}`, first);
      this.reason = reason;
    }
  }

  /** The result that made the emission fail. */
  getReason(): EmitResult {
    return this.reason;
  }
}

/** The function form of {@link EmitFailureHandler} (a Java lambda). */
export type EmitFailureHandlerFunction = (signalType: SignalType, emitResult: EmitResult) => boolean;

/**
 * Decides, when an `emit…` call fails, whether to try again (`true`) or give up (`false`):
 * Reactor's functional interface `Sinks.EmitFailureHandler`, a function or an object.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/publisher/Sinks.EmitFailureHandler.html
 * @category Streaming
 */
export type EmitFailureHandler =
  | EmitFailureHandlerFunction
  | {
      /** `true` to try the emission again, `false` to give up. */
      onEmitFailure(signalType: SignalType, emitResult: EmitResult): boolean;
    };

/** The constants and factories of {@link EmitFailureHandler} (Java's interface statics). */
export const EmitFailureHandlers = {
  /** Never retries: a failed emission is dropped (or thrown, for `FAIL_NON_SERIALIZED`). */
  FAIL_FAST: ((_signalType: SignalType, _emitResult: EmitResult) => false) as EmitFailureHandlerFunction,
  /**
   * Retries `FAIL_NON_SERIALIZED` until `duration` has passed (Reactor's optimistic handler).
   *
   * @remarks
   * JavaScript runs one emission at a time, so `FAIL_NON_SERIALIZED` never happens and this
   * handler behaves as `FAIL_FAST`.
   */
  busyLooping(duration: Duration): EmitFailureHandlerFunction {
    const deadline = Date.now() + duration.toMillis();
    return (_signalType, emitResult) => emitResult === EmitResult.FAIL_NON_SERIALIZED && Date.now() < deadline;
  },
};

/** Asks `handler` whether to retry. @internal */
export function retries(handler: EmitFailureHandler, signalType: SignalType, result: EmitResult): boolean {
  return typeof handler === 'function' ? handler(signalType, result) : handler.onEmitFailure(signalType, result);
}

/** Reactor's default `Hooks.onErrorDropped`: the error cannot reach anyone, so it is logged. */
export function errorDropped(error: unknown): void {
  console.error('Operator called default onErrorDropped', error);
}
