/* Ported from Spring AI AiObservationMetricNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

/**
 * The metric names AI observations produce, after the OpenTelemetry semantic conventions for
 * generative AI.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiObservationMetricNames.html
 * @category Observation
 */
export class AiObservationMetricNames {
  /** How long the operation took (`gen_ai.client.operation.duration`). */
  static readonly OPERATION_DURATION = new AiObservationMetricNames(
    'OPERATION_DURATION',
    0,
    'gen_ai.client.operation.duration',
  );

  /** How many tokens the operation used (`gen_ai.client.token.usage`). */
  static readonly TOKEN_USAGE = new AiObservationMetricNames('TOKEN_USAGE', 1, 'gen_ai.client.token.usage');

  private static readonly VALUES: readonly AiObservationMetricNames[] = [
    AiObservationMetricNames.OPERATION_DURATION,
    AiObservationMetricNames.TOKEN_USAGE,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly constantValue: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): AiObservationMetricNames[] {
    return [...AiObservationMetricNames.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): AiObservationMetricNames {
    return enumValueOf(AiObservationMetricNames.VALUES, 'org.springframework.ai.observation.conventions.AiObservationMetricNames', name);
  }

  /** The constant's name, as Java's `Enum.name()`. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position in declaration order, as Java's `Enum.ordinal()`. */
  ordinal(): number {
    return this.constantOrdinal;
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }

  /** The constant's name, as Java's `Enum.toString()`. */
  toString(): string {
    return this.constantName;
  }
}
