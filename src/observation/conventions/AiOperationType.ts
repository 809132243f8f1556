/* Ported from Spring AI AiOperationType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The kinds of operation an AI system performs, after the OpenTelemetry semantic conventions
 * for generative AI (`gen_ai.operation.name`).
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/AiOperationType.html
 * @category Observation
 */
export class AiOperationType extends JavaEnumConstant {
  /** A chat exchange (`chat`). */
  static readonly CHAT = new AiOperationType('CHAT', 0, 'chat');

  /** An embedding request (`embedding`). */
  static readonly EMBEDDING = new AiOperationType('EMBEDDING', 1, 'embedding');

  /** Work done by the framework itself (advisors, tools) (`framework`). */
  static readonly FRAMEWORK = new AiOperationType('FRAMEWORK', 2, 'framework');

  /** An image generation (`image`). */
  static readonly IMAGE = new AiOperationType('IMAGE', 3, 'image');

  /** A plain text completion (`text_completion`). */
  static readonly TEXT_COMPLETION = new AiOperationType('TEXT_COMPLETION', 4, 'text_completion');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): AiOperationType {
    return AiOperationType.constantNamed('org.springframework.ai.observation.conventions.AiOperationType', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
