/* Ported from Spring AI AiObservationMetricNames (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

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
export class AiObservationMetricNames extends JavaEnumConstant {
  /** How long the operation took (`gen_ai.client.operation.duration`). */
  static readonly OPERATION_DURATION = new AiObservationMetricNames(
    'OPERATION_DURATION',
    0,
    'gen_ai.client.operation.duration',
  );

  /** How many tokens the operation used (`gen_ai.client.token.usage`). */
  static readonly TOKEN_USAGE = new AiObservationMetricNames('TOKEN_USAGE', 1, 'gen_ai.client.token.usage');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiObservationMetricNames {
    return AiObservationMetricNames.constantNamed('org.springframework.ai.observation.conventions.AiObservationMetricNames', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
