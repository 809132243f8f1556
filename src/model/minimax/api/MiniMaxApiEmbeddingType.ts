/* Ported from Spring AI MiniMaxApi.EmbeddingType (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The MiniMax embedding types: `DB` (`db`, texts to store) and `Query` (`query`, search queries).
 *
 * @remarks
 * Java's enum `MiniMaxApi.EmbeddingType`, also reachable under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.EmbeddingType.html
 * @category Models/MiniMax
 */
export class MiniMaxApiEmbeddingType {
  /** Texts to store and retrieve. */
  static readonly DB = new MiniMaxApiEmbeddingType('DB', 'db');
  /** Search queries. */
  static readonly Query = new MiniMaxApiEmbeddingType('Query', 'query');

  private constructor(
    private readonly constantName: string,
    private readonly value: string,
  ) {}

  /** Both constants. */
  static values(): MiniMaxApiEmbeddingType[] {
    return [MiniMaxApiEmbeddingType.DB, MiniMaxApiEmbeddingType.Query];
  }

  /** The wire value. */
  getValue(): string {
    return this.value;
  }

  /** The constant's name. */
  name(): string {
    return this.constantName;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }
}
