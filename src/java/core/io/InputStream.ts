/* spring-ai-ts, Apache-2.0. Counterpart of java.io.InputStream (the whole-content reads). */
import { IOException } from '../IOException.js';
import { IllegalArgumentException } from '../IllegalArgumentException.js';

/**
 * A stream of bytes, as `Resource.getInputStream()` returns it. Translated code reads it whole:
 * `resource.getInputStream().readAllBytes()` → `await resource.getInputStream().readAllBytes()`.
 *
 * @remarks
 * Reads are asynchronous, so `readAllBytes()` and `readNBytes(n)` return a Promise of a
 * `Uint8Array` (Java's `byte[]`); the byte-at-a-time `read()` has no counterpart. `close()` ends
 * the stream (a try-with-resources block translates to `try { … } finally { stream.close(); }`);
 * reading a closed stream rejects with an {@link IOException}. A subclass supplies the content
 * through {@link InputStream.load}, which runs once, on the first read.
 *
 * @see https://docs.oracle.com/en/java/javase/17/docs/api/java.base/java/io/InputStream.html
 * @category Core
 */
export abstract class InputStream {
  private closed = false;
  private content: Promise<Uint8Array> | undefined;
  private position = 0;

  /** The stream's whole content; called once, on the first read. */
  protected abstract load(): Promise<Uint8Array>;

  /** All remaining bytes (a new `Uint8Array`, even over a Node `Buffer`); afterwards the stream is at its end (a second call gives none). */
  async readAllBytes(): Promise<Uint8Array> {
    const bytes = await this.bytes();
    const rest = new Uint8Array(bytes.subarray(this.position));
    this.position = bytes.length;
    return rest;
  }

  /**
   * Up to `len` bytes from the current position; fewer only at the end of the stream.
   *
   * @param len - the most bytes to read (not negative)
   */
  async readNBytes(len: number): Promise<Uint8Array> {
    if (!Number.isInteger(len) || len < 0) throw new IllegalArgumentException('len < 0');
    const bytes = await this.bytes();
    const chunk = new Uint8Array(bytes.subarray(this.position, this.position + len));
    this.position += chunk.length;
    return chunk;
  }

  /** Closes the stream; later reads reject. Closing twice does nothing. */
  close(): void {
    this.closed = true;
  }

  private async bytes(): Promise<Uint8Array> {
    if (this.closed) throw new IOException('Stream closed');
    this.content ??= this.load();
    return this.content;
  }
}
