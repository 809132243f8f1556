/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.FileSystemResource. */
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import type { Resource } from './Resource.js';

/**
 * A {@link Resource} for a file on the local file system, read synchronously.
 *
 * @remarks
 * Also stands in for Spring's `ClassPathResource`: give it the path of the file (relative paths
 * resolve against the current working directory).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/FileSystemResource.html
 * @category Core
 */
export class FileSystemResource implements Resource {
  private readonly path: string;

  /** @param path - the file path; relative paths resolve against `process.cwd()` */
  constructor(path: string) {
    if (typeof path !== 'string') {
      throw new IllegalArgumentException('Path must not be null');
    }
    this.path = resolve(path);
  }

  /** The absolute path of the file. */
  getPath(): string {
    return this.path;
  }

  /** The file's bytes; throws the file system error when the file cannot be read. */
  getContentAsByteArray(): Uint8Array {
    return new Uint8Array(readFileSync(this.path));
  }

  /** The file decoded with `charset` (default UTF-8). */
  getContentAsString(charset = 'utf-8'): string {
    return new TextDecoder(charset).decode(this.getContentAsByteArray());
  }

  /** Whether the file exists. */
  exists(): boolean {
    return existsSync(this.path);
  }

  /** The file name without directories. */
  getFilename(): string | undefined {
    return basename(this.path);
  }

  /** `file [<absolute path>]`. */
  getDescription(): string {
    return `file [${this.path}]`;
  }

  /** Same as {@link FileSystemResource.getDescription}. */
  toString(): string {
    return this.getDescription();
  }
}
