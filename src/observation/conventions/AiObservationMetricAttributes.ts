/* Ported from Spring AI AiObservationMetricAttributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

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
export class AiObservationMetricAttributes extends JavaEnumConstant {
  /** Which tokens a token-usage measurement counts (input, output, total) (`gen_ai.token.type`). */
  static readonly TOKEN_TYPE = new AiObservationMetricAttributes('TOKEN_TYPE', 0, 'gen_ai.token.type');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiObservationMetricAttributes {
    return AiObservationMetricAttributes.constantNamed('org.springframework.ai.observation.conventions.AiObservationMetricAttributes', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
