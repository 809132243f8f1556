/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.ByteArrayResource. */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { ByteArrayInputStream } from './ByteArrayInputStream.js';
import type { InputStream } from './InputStream.js';
import type { Resource } from './Resource.js';

/**
 * A {@link Resource} over bytes or a string held in memory.
 *
 * @remarks
 * Also accepts a string, stored as its UTF-8 bytes, as a convenience over Java's
 * `new ByteArrayResource(text.getBytes())`.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/ByteArrayResource.html
 * @category Core
 */
export class ByteArrayResource implements Resource {
  private readonly byteArray: Uint8Array;
  private readonly description: string;

  /**
   * @param byteArray - the content; a string is encoded as UTF-8
   * @param description - where the bytes came from, for messages
   */
  constructor(byteArray: Uint8Array | string, description?: string) {
    if (byteArray === null || byteArray === undefined) {
      throw new IllegalArgumentException('Byte array must not be null');
    }
    this.byteArray = typeof byteArray === 'string' ? new TextEncoder().encode(byteArray) : byteArray;
    this.description = description ?? 'resource loaded from byte array';
  }

  /** The bytes given to the constructor. */
  getByteArray(): Uint8Array {
    return this.byteArray;
  }

  /** A stream over the bytes. */
  getInputStream(): InputStream {
    return new ByteArrayInputStream(this.byteArray);
  }

  /** A copy of the bytes. */
  getContentAsByteArray(): Uint8Array {
    return this.byteArray.slice();
  }

  /** The bytes decoded with `charset` (default UTF-8). */
  getContentAsString(charset = 'utf-8'): string {
    return new TextDecoder(charset).decode(this.byteArray);
  }

  /** Always true. */
  exists(): boolean {
    return true;
  }

  /** Always `undefined`: in-memory bytes have no file name. */
  getFilename(): string | undefined {
    return undefined;
  }

  /** `Byte array resource [<description>]`. */
  getDescription(): string {
    return `Byte array resource [${this.description}]`;
  }

  /** Same as {@link ByteArrayResource.getDescription}. */
  toString(): string {
    return this.getDescription();
  }
}
