/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.FileSystemResource. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { FileNotFoundException } from '../FileNotFoundException.js';
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import type { InputStream } from './InputStream.js';
import { LoadingInputStream } from './internal/LoadingInputStream.js';
import type { Resource } from './Resource.js';

/**
 * A {@link Resource} for a file on the local file system, read synchronously.
 *
 * @remarks
 * Relative paths resolve against the current working directory. For a file among the
 * application's resources use {@link ClassPathResource}.
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

  /** A stream over the file, read asynchronously; throws a `FileNotFoundException` when there is no such file. */
  getInputStream(): InputStream {
    if (!this.isReadable()) throw new FileNotFoundException(`${this.path} (No such file or directory)`);
    return new LoadingInputStream(async () => new Uint8Array(await readFile(this.path)));
  }

  /** Whether the file exists and is not a directory. */
  isReadable(): boolean {
    try {
      return statSync(this.path).isFile();
    } catch {
      return false;
    }
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
