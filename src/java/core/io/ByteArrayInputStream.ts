/* spring-ai-ts, Apache-2.0. Counterpart of java.io.ByteArrayInputStream. */
import { NullPointerException } from '../NullPointerException.js';
import { InputStream } from './InputStream.js';

/**
 * An {@link InputStream} over bytes held in memory: `new ByteArrayInputStream(bytes)` as in Java.
 *
 * @remarks
 * A string is accepted too and read as its UTF-8 bytes (Java's `new ByteArrayInputStream(s.getBytes(UTF_8))`).
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/io/ByteArrayInputStream.html
 * @category Core
 */
export class ByteArrayInputStream extends InputStream {
  private readonly buf: Uint8Array;

  /** @param buf - the bytes to read (a string is encoded as UTF-8) */
  constructor(buf: Uint8Array | string) {
    super();
    NullPointerException.requireNonNull(buf, 'buf');
    this.buf = typeof buf === 'string' ? new TextEncoder().encode(buf) : buf;
  }

  /** The bytes given to the constructor. */
  protected override load(): Promise<Uint8Array> {
    return Promise.resolve(this.buf);
  }
}
