/* Ported from Spring AI MiniMaxApi.EmbeddingRequest (v1.1.8). spring-ai-ts, Apache-2.0. */

/** The default embedding model, `embo-01` (1536 dimensions). */
const DEFAULT_EMBEDDING_MODEL = 'embo-01';

/**
 * The body of `POST /v1/embeddings`: the texts, the model and the type (`db` for stored texts,
 * `query` for search queries).
 *
 * @remarks
 * Java's record `MiniMaxApi.EmbeddingRequest`, also reachable under that name. Java's
 * one-text constructors take a list here (`[text]`); the second argument is a model name or
 * an `EmbeddingType` (`'db'`/`'query'` strings are accepted for the third).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.EmbeddingRequest.html
 * @category Models/MiniMax
 */
export class MiniMaxApiEmbeddingRequest {
  private readonly _texts: string[];
  private readonly _model: string;
  private readonly _type: string;

  /** The texts, the model (`embo-01` by default) and the type (`db` by default). */
  constructor(texts: string[], modelOrType?: string | { getValue(): string }, type?: string) {
    this._texts = texts;
    if (typeof modelOrType === 'object' && modelOrType !== null) {
      this._model = DEFAULT_EMBEDDING_MODEL;
      this._type = modelOrType.getValue();
    } else {
      this._model = modelOrType ?? DEFAULT_EMBEDDING_MODEL;
      this._type = type ?? 'db';
    }
  }

  /** The texts. */
  texts(): string[] {
    return this._texts;
  }

  /** The model. */
  model(): string {
    return this._model;
  }

  /** The type, `db` or `query`. */
  type(): string {
    return this._type;
  }

  /** The JSON body. */
  toJSON(): Record<string, unknown> {
    return { texts: this._texts, model: this._model, type: this._type };
  }
}
