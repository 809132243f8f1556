/* Ported from Spring AI MiniMaxApi.EmbeddingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonValuedEnum } from './internal/JsonValuedEnum.js';

/**
 * The MiniMax embedding models: `Embo_01` (`embo-01`, 1536 dimensions).
 *
 * @remarks
 * Java's enum `MiniMaxApi.EmbeddingModel`, also reachable under that name. Java's public `value`
 * field is read with `getValue()`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.EmbeddingModel.html
 * @category Models/MiniMax
 */
export class MiniMaxApiEmbeddingModel extends JsonValuedEnum {
  /** `embo-01` (1536 dimensions). */
  static readonly Embo_01 = new MiniMaxApiEmbeddingModel('Embo_01', 0, 'embo-01');

  private constructor(name: string, ordinal: number, value: string) {
    super(name, ordinal, value);
  }

  /** The constant named `name`; throws `IllegalArgumentException` for an unknown name. */
  static override valueOf(name: string): MiniMaxApiEmbeddingModel {
    return MiniMaxApiEmbeddingModel.constantNamed('EmbeddingModel', name);
  }
}
