/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.Resource (read-only). */
import type { InputStream } from './InputStream.js';

/**
 * A readable resource such as a file or an in-memory byte array, the TypeScript counterpart of
 * Spring's `Resource` where Spring AI takes one (`new UserMessage(resource)`,
 * `new Media(mimeType, resource)`).
 *
 * @remarks
 * `getContentAsByteArray()` and `getContentAsString(charset)` are **synchronous**, because the
 * Java constructors that take a `Resource` read it eagerly and a TypeScript constructor cannot
 * await; `getInputStream()` returns an {@link InputStream} whose `readAllBytes()` is a Promise
 * (the document readers read through it). The library ships {@link ClassPathResource},
 * {@link FileSystemResource}, {@link UrlResource} and {@link ByteArrayResource};
 * {@link DefaultResourceLoader} turns a `classpath:`, `file:` or URL location into one.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/Resource.html
 * @category Core
 */
export interface Resource {
  /**
   * A new stream over the content; throws a `FileNotFoundException` when the resource does not
   * exist.
   */
  getInputStream(): InputStream;

  /** The whole content as bytes; throws when the resource cannot be read. */
  getContentAsByteArray(): Uint8Array;

  /**
   * The whole content decoded as text.
   *
   * @param charset - a WHATWG encoding label such as `utf-8` (the default)
   */
  getContentAsString(charset?: string): string;

  /** Whether the resource exists. */
  exists(): boolean;

  /** The file name, if the resource has one. */
  getFilename(): string | undefined;

  /** A description for error messages, e.g. `file [/tmp/a.txt]`. */
  getDescription(): string;
}

/**
 * Companion of the {@link Resource} interface.
 *
 * @category Core
 */
export const Resource = {
  /** True when `value` has the methods of a {@link Resource} (the counterpart of `instanceof Resource`). */
  isInstance(value: unknown): value is Resource {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as Resource).getContentAsByteArray === 'function' &&
      typeof (value as Resource).getContentAsString === 'function'
    );
  },
} as const;
