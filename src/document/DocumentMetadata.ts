/* Ported from Spring AI DocumentMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { stringHash } from '../core/lang/JavaObjects.js';
import { enumValueOf } from '../core/lang/JavaEnums.js';

/**
 * Metadata keys shared by document readers and vector stores.
 *
 * @remarks
 * A Java enum: `DISTANCE` with `value()` = `"distance"`; `toString()` is the value, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/DocumentMetadata.html
 * @category Documents
 */
export class DocumentMetadata {
  /** The distance between the document's embedding and the query (lower is more similar). */
  static readonly DISTANCE = new DocumentMetadata('DISTANCE', 0, 'distance');

  private static readonly VALUES: readonly DocumentMetadata[] = [DocumentMetadata.DISTANCE];

  private constructor(
    private readonly _name: string,
    private readonly _ordinal: number,
    private readonly _value: string,
  ) {}

  /** All constants. */
  static values(): DocumentMetadata[] {
    return [...DocumentMetadata.VALUES];
  }

  /** The constant with this name. */
  static valueOf(name: string): DocumentMetadata {
    return enumValueOf(DocumentMetadata.VALUES, 'org.springframework.ai.document.DocumentMetadata', name);
  }

  /** The metadata key. */
  value(): string {
    return this._value;
  }

  /** The constant's name. */
  name(): string {
    return this._name;
  }

  /** The position in declaration order. */
  ordinal(): number {
    return this._ordinal;
  }

  /** Identity. */
  equals(other: unknown): boolean {
    return this === other;
  }

  /** The hash of the name. */
  hashCode(): number {
    return stringHash(this._name);
  }

  /** The metadata key, as Java's `toString()`. */
  toString(): string {
    return this._value;
  }
}
