/* Ported from Spring AI OpenAiApi.EmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonEnum } from './internal/JsonEnum.js';

/**
 * The OpenAI embedding models (`OpenAiApi.EmbeddingModel`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.EmbeddingModel.html
 * @category Models/OpenAI
 */
export class OpenAiApiEmbeddingModel extends JsonEnum {
  /** `text-embedding-3-large`. */
  static readonly TEXT_EMBEDDING_3_LARGE = new OpenAiApiEmbeddingModel('TEXT_EMBEDDING_3_LARGE', 0, 'text-embedding-3-large');
  /** `text-embedding-3-small`. */
  static readonly TEXT_EMBEDDING_3_SMALL = new OpenAiApiEmbeddingModel('TEXT_EMBEDDING_3_SMALL', 1, 'text-embedding-3-small');
  /** `text-embedding-ada-002`. */
  static readonly TEXT_EMBEDDING_ADA_002 = new OpenAiApiEmbeddingModel('TEXT_EMBEDDING_ADA_002', 2, 'text-embedding-ada-002');

  /** The value (Java's `value` field). */
  get value(): string {
    return this.toJSON();
  }

  /** The value. */
  getValue(): string {
    return this.toJSON();
  }

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): OpenAiApiEmbeddingModel {
    return OpenAiApiEmbeddingModel.constantNamed('EmbeddingModel', name);
  }

  /** @internal The constant with this JSON value, or `undefined`. */
  static fromValue(value: unknown): OpenAiApiEmbeddingModel | undefined {
    return OpenAiApiEmbeddingModel.constantWithValue(value);
  }
}
