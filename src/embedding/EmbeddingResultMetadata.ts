/* Ported from Spring AI EmbeddingResultMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';
import type { MimeType } from '../java/core/util/MimeType.js';
import { MimeTypeUtils } from '../java/core/util/MimeTypeUtils.js';
import type { ResultMetadata } from '../model/ResultMetadata.js';
import { ModalityType } from './ModalityType.js';

/**
 * What an embedding was made from: the document id, modality, MIME type and data.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/EmbeddingResultMetadata.html
 * @category Embedding
 */
export class EmbeddingResultMetadata implements ResultMetadata {
  /** Empty metadata (text, `text/plain`, no document). */
  static EMPTY = new EmbeddingResultMetadata();

  /** Java's nested enum. */
  static readonly ModalityType = ModalityType;

  private readonly modalityType: ModalityType;
  private readonly documentId: string;
  private readonly mimeType: MimeType;
  private readonly documentData: unknown;

  /** Empty metadata (text, `text/plain`, no document). */
  constructor();
  /**
   * Metadata for one document.
   *
   * @throws IllegalArgumentException `"ModalityType must not be null"`, `"MimeType must not be null"`
   */
  constructor(documentId: string, modalityType: ModalityType, mimeType: MimeType, documentData?: unknown);
  constructor(documentId?: string, modalityType?: ModalityType, mimeType?: MimeType, documentData?: unknown) {
    if (arguments.length === 0) {
      documentId = '';
      modalityType = ModalityType.TEXT;
      mimeType = MimeTypeUtils.TEXT_PLAIN;
    }
    Assert.notNull(modalityType, 'ModalityType must not be null');
    Assert.notNull(mimeType, 'MimeType must not be null');
    this.documentId = documentId as string;
    this.modalityType = modalityType;
    this.mimeType = mimeType;
    this.documentData = documentData;
  }

  /** The modality. */
  getModalityType(): ModalityType {
    return this.modalityType;
  }

  /** The MIME type. */
  getMimeType(): MimeType {
    return this.mimeType;
  }

  /** The document id. */
  getDocumentId(): string {
    return this.documentId;
  }

  /** The document data, if any. */
  getDocumentData(): unknown {
    return this.documentData;
  }

  /** Java's nested `ModalityUtils.getModalityType(mimeType)`. */
  static readonly ModalityUtils = {
    /** The modality of a MIME type (`TEXT` when absent); `IllegalArgumentException` when unsupported. */
    getModalityType(mimeType: MimeType | undefined): ModalityType {
      if (mimeType === undefined || mimeType === null) return ModalityType.TEXT;
      if (mimeType.isCompatibleWith(MimeTypeUtils.parseMimeType('image/*'))) return ModalityType.IMAGE;
      if (mimeType.isCompatibleWith(MimeTypeUtils.parseMimeType('audio/*'))) return ModalityType.AUDIO;
      if (mimeType.isCompatibleWith(MimeTypeUtils.parseMimeType('video/*'))) return ModalityType.VIDEO;
      if (mimeType.isCompatibleWith(MimeTypeUtils.parseMimeType('text/*'))) return ModalityType.TEXT;
      throw new IllegalArgumentException(`Unsupported MimeType: ${mimeType.toString()}`);
    },
  };
}
