/* Ported from Spring AI TextReader (v1.1.8). spring-ai-ts, Apache-2.0. */
import { isAbsolute } from 'node:path';
import { IOException } from '../java/core/IOException.js';
import { NullPointerException } from '../java/core/NullPointerException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import { ClassPathResource } from '../java/core/io/ClassPathResource.js';
import { DefaultResourceLoader } from '../java/core/io/DefaultResourceLoader.js';
import { FileSystemResource } from '../java/core/io/FileSystemResource.js';
import type { Resource } from '../java/core/io/Resource.js';
import { Document } from '../document/Document.js';
import { DocumentReader } from '../document/DocumentReader.js';

/**
 * Reads a whole resource as one text document, with the custom metadata plus `charset` and
 * `source` (the file name, or the resource's description).
 *
 * @remarks
 * The `string` constructor resolves `classpath:…` and URLs (`file:`, `https:`) as Spring's
 * `DefaultResourceLoader` does. A path without a scheme is, as in Java, a class path resource when
 * a resource root has it; otherwise it is a file path (absolute, or relative to the working
 * directory), as earlier versions of this library read it. The charset is a WHATWG encoding label
 * (`UTF-8` by default) instead of a `java.nio.charset.Charset`. A failed read throws a
 * `RuntimeException` whose cause is an {@link IOException}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/TextReader.html
 * @category Documents
 */
export class TextReader extends DocumentReader {
  /** Metadata key of the charset. */
  static readonly CHARSET_METADATA = 'charset';
  /** Metadata key of the source. */
  static readonly SOURCE_METADATA = 'source';

  private readonly resource: Resource;
  private readonly customMetadata = new Map<string, unknown>();
  private charset = 'UTF-8';

  /** Reads the resource at this path or `file:` URL. */
  constructor(resourceUrl: string);
  /** Reads this resource. */
  constructor(resource: Resource);
  constructor(resource: Resource | string) {
    super();
    NullPointerException.requireNonNull(resource, 'The Spring Resource must not be null');
    this.resource = typeof resource === 'string' ? TextReader.resolve(resource) : resource;
  }

  private static resolve(location: string): Resource {
    if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^[a-z]:[\\/]/i.test(location)) return new DefaultResourceLoader().getResource(location);
    if (isAbsolute(location)) return new FileSystemResource(location);
    const onClassPath = new ClassPathResource(location);
    return onClassPath.exists() ? onClassPath : new FileSystemResource(location);
  }

  /** The charset label (`UTF-8` by default). */
  getCharset(): string {
    return this.charset;
  }

  /** Sets the charset label. */
  setCharset(charset: string): void {
    NullPointerException.requireNonNull(charset, 'The charset must not be null');
    this.charset = charset;
  }

  /** The metadata every document gets (mutable). */
  getCustomMetadata(): Map<string, unknown> {
    return this.customMetadata;
  }

  /** One document with the resource's whole text. */
  get(): Document[] {
    let text: string;
    try {
      text = this.resource.getContentAsString(this.charset);
    } catch (error) {
      const io = new IOException(error instanceof Error ? error.message : String(error), error);
      throw new RuntimeException(io.message, io);
    }
    this.customMetadata.set(TextReader.CHARSET_METADATA, this.charset);
    this.customMetadata.set(TextReader.SOURCE_METADATA, this.getResourceIdentifier(this.resource));
    return [new Document(text, this.customMetadata)];
  }

  /** The file name, else the description, of the resource. */
  protected getResourceIdentifier(resource: Resource): string {
    const filename = resource.getFilename();
    if (filename !== undefined && filename.length > 0) return filename;
    return resource.getDescription();
  }
}
