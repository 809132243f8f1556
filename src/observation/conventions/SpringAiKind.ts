/* Ported from Spring AI SpringAiKind (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../core/lang/JavaEnums.js';

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
export class SpringAiKind {
  /** An advisor (`advisor`). */
  static readonly ADVISOR = new SpringAiKind('ADVISOR', 0, 'advisor');

  /** The chat client (`chat_client`). */
  static readonly CHAT_CLIENT = new SpringAiKind('CHAT_CLIENT', 1, 'chat_client');

  /** A tool call (`tool_call`). */
  static readonly TOOL_CALL = new SpringAiKind('TOOL_CALL', 2, 'tool_call');

  /** A vector store (`vector_store`). */
  static readonly VECTOR_STORE = new SpringAiKind('VECTOR_STORE', 3, 'vector_store');

  private static readonly VALUES: readonly SpringAiKind[] = [
    SpringAiKind.ADVISOR,
    SpringAiKind.CHAT_CLIENT,
    SpringAiKind.TOOL_CALL,
    SpringAiKind.VECTOR_STORE,
  ];

  private constructor(
    private readonly constantName: string,
    private readonly constantOrdinal: number,
    private readonly constantValue: string,
  ) {}

  /** Every constant, in declaration order. */
  static values(): SpringAiKind[] {
    return [...SpringAiKind.VALUES];
  }

  /** The constant with this exact name; throws `IllegalArgumentException` when there is none. */
  static valueOf(name: string): SpringAiKind {
    return enumValueOf(SpringAiKind.VALUES, 'org.springframework.ai.observation.conventions.SpringAiKind', name);
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
