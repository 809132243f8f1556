/* Ported from Spring AI MiniMaxApi.EmbeddingType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonValuedEnum } from './internal/JsonValuedEnum.js';

/**
 * The MiniMax embedding types: `DB` (`db`, texts to store) and `Query` (`query`, search queries).
 *
 * @remarks
 * Java's enum `MiniMaxApi.EmbeddingType`, also reachable under that name. Java's public `value`
 * field is read with `getValue()`; in JSON a constant is its value, as Java's `@JsonValue` makes it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.EmbeddingType.html
 * @category Models/MiniMax
 */
export class MiniMaxApiEmbeddingType extends JsonValuedEnum {
  /** Texts to store and retrieve (`db`). */
  static readonly DB = new MiniMaxApiEmbeddingType('DB', 0, 'db');
  /** Search queries (`query`). */
  static readonly Query = new MiniMaxApiEmbeddingType('Query', 1, 'query');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): MiniMaxApiEmbeddingType {
    return MiniMaxApiEmbeddingType.constantNamed('EmbeddingType', name);
  }
}
