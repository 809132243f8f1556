/* Ported from Spring AI AiObservationMetricAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

/**
 * The attribute keys used on AI metrics, after the OpenTelemetry semantic conventions for
 * generative AI.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiObservationMetricAttributes.html
 * @category Observation
 */
export class AiObservationMetricAttributes {
  /** Which tokens a token-usage measurement counts (input, output, total) (`gen_ai.token.type`). */
  static readonly TOKEN_TYPE = new AiObservationMetricAttributes('TOKEN_TYPE', 0, 'gen_ai.token.type');

  private static readonly VALUES: readonly AiObservationMetricAttributes[] = [
    AiObservationMetricAttributes.TOKEN_TYPE,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly constantValue: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): AiObservationMetricAttributes[] {
    return [...AiObservationMetricAttributes.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): AiObservationMetricAttributes {
    return enumValueOf(AiObservationMetricAttributes.VALUES, 'org.springframework.ai.observation.conventions.AiObservationMetricAttributes', name);
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
