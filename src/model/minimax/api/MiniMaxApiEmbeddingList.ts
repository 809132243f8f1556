/* Ported from Spring AI MiniMaxApi.EmbeddingList (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The answer of `POST /v1/embeddings`: one vector per text, the model and the tokens used.
 *
 * @remarks
 * Java's record `MiniMaxApi.EmbeddingList`, also reachable under that name.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.EmbeddingList.html
 * @category Models/MiniMax
 */
export class MiniMaxApiEmbeddingList {
  /** The vectors, the model and the total tokens. */
  constructor(
    private readonly _vectors: number[][],
    private readonly _model: string | undefined,
    private readonly _totalTokens: number | undefined,
  ) {}

  /** One vector per input text. */
  vectors(): number[][] {
    return this._vectors;
  }

  /** The model, if the server named it. */
  model(): string | undefined {
    return this._model;
  }

  /** The tokens used (`total_tokens`). */
  totalTokens(): number | undefined {
    return this._totalTokens;
  }
}
