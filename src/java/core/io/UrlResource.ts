/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.UrlResource. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FileNotFoundException } from '../FileNotFoundException.js';
import { IOException } from '../IOException.js';
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { UnsupportedOperationException } from '../UnsupportedOperationException.js';
import type { InputStream } from './InputStream.js';
import type { Resource } from './Resource.js';
import { LoadingInputStream } from './internal/LoadingInputStream.js';
import { filenameOf } from './internal/paths.js';

/**
 * A resource at a URL: a `file:` URL, or an `http:`/`https:` one read with `fetch`.
 * `DefaultResourceLoader.getResource('file:…' | 'https://…')` returns one.
 *
 * @remarks
 * A `file:` URL reads like a {@link FileSystemResource}. An `http(s):` URL is read only through
 * `getInputStream().readAllBytes()` (asynchronous); the synchronous `getContentAsByteArray()` and
 * `getContentAsString()` throw an `UnsupportedOperationException` for it, and `exists()` is true
 * without asking the server (Java sends a `HEAD` request). A response other than 2xx rejects with
 * an {@link IOException} naming the status; the URL's user info is never printed.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/UrlResource.html
 * @category Core
 */
export class UrlResource implements Resource {
  private readonly url: URL;

  /** @param url - an absolute URL (`file:`, `http:` or `https:`) */
  constructor(url: string | URL) {
    let parsed: URL;
    try {
      parsed = url instanceof URL ? new URL(url.href) : new URL(url);
    } catch {
      throw new IllegalArgumentException(`Malformed URL: ${String(url).replace(/\/\/[^/@]*@/, '//')}`);
    }
    if (!['file:', 'http:', 'https:'].includes(parsed.protocol)) {
      throw new IllegalArgumentException(`Unsupported URL protocol: ${parsed.protocol}`);
    }
    this.url = parsed;
  }

  /** The URL (a copy). */
  getURL(): URL {
    return new URL(this.url.href);
  }

  /** Whether this is a `file:` URL. */
  isFile(): boolean {
    return this.url.protocol === 'file:';
  }

  /** For a `file:` URL whether the file exists; otherwise true. */
  exists(): boolean {
    return this.isFile() ? existsSync(fileURLToPath(this.url)) : true;
  }

  /** A stream over the content: the file, or the body of a `GET` request. */
  getInputStream(): InputStream {
    if (this.isFile()) {
      const file = fileURLToPath(this.url);
      if (!existsSync(file) || !statSync(file).isFile()) throw new FileNotFoundException(`${file} (No such file or directory)`);
      return new LoadingInputStream(async () => new Uint8Array(await readFile(file)));
    }
    return new LoadingInputStream(async () => {
      const response = await fetch(this.url);
      if (!response.ok) throw new IOException(`Server returned HTTP response code: ${response.status} for URL: ${this.safeUrl()}`);
      return new Uint8Array(await response.arrayBuffer());
    });
  }

  /** The bytes of a `file:` URL; throws for other URLs (read them with `getInputStream()`). */
  getContentAsByteArray(): Uint8Array {
    if (!this.isFile()) {
      throw new UnsupportedOperationException(`${this.getDescription()} is read asynchronously: use getInputStream().readAllBytes()`);
    }
    return new Uint8Array(readFileSync(fileURLToPath(this.url)));
  }

  /** The content of a `file:` URL decoded with `charset` (default UTF-8). */
  getContentAsString(charset = 'utf-8'): string {
    return new TextDecoder(charset).decode(this.getContentAsByteArray());
  }

  /** The last segment of the URL's path, decoded. */
  getFilename(): string | undefined {
    return decodeURIComponent(filenameOf(this.url.pathname));
  }

  /** `URL [<url>]` (without user info). */
  getDescription(): string {
    return `URL [${this.safeUrl()}]`;
  }

  /** Same as {@link UrlResource.getDescription}. */
  toString(): string {
    return this.getDescription();
  }

  private safeUrl(): string {
    const copy = new URL(this.url.href);
    copy.username = '';
    copy.password = '';
    return copy.href;
  }
}
