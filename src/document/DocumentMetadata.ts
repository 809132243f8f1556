/* Ported from Spring AI DocumentMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { stringHash } from '../java/core/lang/JavaObjects.js';
import { JavaEnumConstant } from '../java/core/lang/JavaEnumConstant.js';

/**
 * Metadata keys shared by document readers and vector stores.
 *
 * @remarks
 * A Java enum: `DISTANCE` with `value()` = `"distance"`; `toString()` is the value, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentMetadata.html
 * @category Documents
 */
export class DocumentMetadata extends JavaEnumConstant {
  /** The distance between the document's embedding and the query (lower is more similar). */
  static readonly DISTANCE = new DocumentMetadata('DISTANCE', 0, 'distance');

  private constructor(
    name: string,
    ordinal: number,
    private readonly _value: string,
  ) {
    super(name, ordinal);
  }

  /** The constant with this name. */
  static override valueOf(name: string): DocumentMetadata {
    return DocumentMetadata.constantNamed('org.springframework.ai.document.DocumentMetadata', name);
  }

  /** The metadata key. */
  value(): string {
    return this._value;
  }

  /** Identity. */
  equals(other: unknown): boolean {
    return this === other;
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this.name());
  }

  /** The metadata key, as Java's `toString()`. */
  override toString(): string {
    return this._value;
  }
}
