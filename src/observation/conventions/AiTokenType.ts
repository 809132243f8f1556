/* Ported from Spring AI AiTokenType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The kinds of token counted in an AI operation (`gen_ai.token.type`), after the OpenTelemetry
 * semantic conventions for generative AI.
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiTokenType.html
 * @category Observation
 */
export class AiTokenType extends JavaEnumConstant {
  /** Tokens sent to the model (`input`). */
  static readonly INPUT = new AiTokenType('INPUT', 0, 'input');

  /** Tokens produced by the model (`output`). */
  static readonly OUTPUT = new AiTokenType('OUTPUT', 1, 'output');

  /** Input and output together (`total`). */
  static readonly TOTAL = new AiTokenType('TOTAL', 2, 'total');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiTokenType {
    return AiTokenType.constantNamed('org.springframework.ai.observation.conventions.AiTokenType', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
