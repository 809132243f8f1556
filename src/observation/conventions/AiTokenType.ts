/* Ported from Spring AI AiTokenType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

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
export class AiTokenType {
  /** Tokens sent to the model (`input`). */
  static readonly INPUT = new AiTokenType('INPUT', 0, 'input');

  /** Tokens produced by the model (`output`). */
  static readonly OUTPUT = new AiTokenType('OUTPUT', 1, 'output');

  /** Input and output together (`total`). */
  static readonly TOTAL = new AiTokenType('TOTAL', 2, 'total');

  private static readonly VALUES: readonly AiTokenType[] = [
    AiTokenType.INPUT,
    AiTokenType.OUTPUT,
    AiTokenType.TOTAL,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly constantValue: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): AiTokenType[] {
    return [...AiTokenType.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): AiTokenType {
    return enumValueOf(AiTokenType.VALUES, 'org.springframework.ai.observation.conventions.AiTokenType', name);
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
