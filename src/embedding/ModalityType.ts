/* Ported from Spring AI EmbeddingResultMetadata.ModalityType (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../core/lang/JavaEnums.js';
import { stringHash } from '../core/lang/JavaObjects.js';

/**
 * Java's nested enum `EmbeddingResultMetadata.ModalityType`: `TEXT`, `IMAGE`, `AUDIO`, `VIDEO`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingResultMetadata.ModalityType.html
 * @category Embedding
 */
export class ModalityType {
  /** Text. */
  static readonly TEXT = new ModalityType('TEXT', 0);
  /** Image. */
  static readonly IMAGE = new ModalityType('IMAGE', 1);
  /** Audio. */
  static readonly AUDIO = new ModalityType('AUDIO', 2);
  /** Video. */
  static readonly VIDEO = new ModalityType('VIDEO', 3);

  private static readonly VALUES = [ModalityType.TEXT, ModalityType.IMAGE, ModalityType.AUDIO, ModalityType.VIDEO];

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
  ) {}

  /** All constants. */
  static values(): ModalityType[] {
    return [...ModalityType.VALUES];
  }

  /** The constant with this name. */
  static valueOf(name: string): ModalityType {
    return enumValueOf(ModalityType.VALUES, 'org.springframework.ai.embedding.EmbeddingResultMetadata.ModalityType', name);
  }

  /** The name. */
  name(): string {
    return this._name;
  }

  /** The position. */
  ordinal(): number {
    return this._ordinal;
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this._name);
  }

  /** The name. */
  toString(): string {
    return this._name;
  }
}
