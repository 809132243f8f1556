/* Ported from Spring AI EmbeddingResultMetadata.ModalityType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../java/core/lang/JavaEnumConstant.js';
import { stringHash } from '../java/core/lang/JavaObjects.js';

/**
 * Java's nested enum `EmbeddingResultMetadata.ModalityType`: `TEXT`, `IMAGE`, `AUDIO`, `VIDEO`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingResultMetadata.ModalityType.html
 * @category Embedding
 */
export class ModalityType extends JavaEnumConstant {
  /** Text. */
  static readonly TEXT = new ModalityType('TEXT', 0);
  /** Image. */
  static readonly IMAGE = new ModalityType('IMAGE', 1);
  /** Audio. */
  static readonly AUDIO = new ModalityType('AUDIO', 2);
  /** Video. */
  static readonly VIDEO = new ModalityType('VIDEO', 3);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /** The constant with this name. */
  static override valueOf(name: string): ModalityType {
    return ModalityType.constantNamed('org.springframework.ai.embedding.EmbeddingResultMetadata.ModalityType', name);
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this.name());
  }
}
