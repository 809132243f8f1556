/* Ported from Spring AI SpringAiKind (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../java/core/lang/JavaEnumConstant.js';

/**
 * The kinds of Spring AI building block that can be observed (`spring.ai.kind`).
 *
 * @remarks
 * A Java enum: one static instance per constant, with `name()`, `ordinal()`, `toString()`,
 * `value()` and the static `values()` / `valueOf(name)`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/conventions/SpringAiKind.html
 * @category Observation
 */
export class SpringAiKind extends JavaEnumConstant {
  /** An advisor (`advisor`). */
  static readonly ADVISOR = new SpringAiKind('ADVISOR', 0, 'advisor');

  /** The chat client (`chat_client`). */
  static readonly CHAT_CLIENT = new SpringAiKind('CHAT_CLIENT', 1, 'chat_client');

  /** A tool call (`tool_call`). */
  static readonly TOOL_CALL = new SpringAiKind('TOOL_CALL', 2, 'tool_call');

  /** A vector store (`vector_store`). */
  static readonly VECTOR_STORE = new SpringAiKind('VECTOR_STORE', 3, 'vector_store');

  private constructor(
    name: string,
    ordinal: number,
    private readonly constantValue: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static override valueOf(name: string): SpringAiKind {
    return SpringAiKind.constantNamed('org.springframework.ai.observation.conventions.SpringAiKind', name);
  }

  /** The semantic-convention value. */
  value(): string {
    return this.constantValue;
  }
}
