/* Ported from Spring AI Media (v1.1.8). spring-ai-ts, Apache-2.0. */
import { randomUUID } from 'node:crypto';
import { Assert } from '../java/core/Assert.js';
import { IllegalStateException } from '../java/core/IllegalStateException.js';
import { RuntimeException } from '../java/core/RuntimeException.js';
import { Resource } from '../java/core/io/Resource.js';
import type { MimeType } from '../java/core/util/MimeType.js';
import { MediaFormat } from './MediaFormat.js';
import { IllegalArgumentException } from '../java/core/IllegalArgumentException.js';

const NAME_PREFIX = 'media-';

/**
 * Builds a {@link Media}; also reachable as `Media.Builder`.
 *
 * @remarks
 * Java's three `data(...)` overloads are one method here that tells a `Resource` (read as
 * bytes), a `URL` (kept as its string form) and any other object apart at run time.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/content/Media.Builder.html
 * @category Messages
 */
export class MediaBuilder {
  private idValue: string | undefined;
  private mimeTypeValue: MimeType | undefined;
  private dataValue: unknown;
  private nameValue: string | undefined;

  /** Sets the MIME type; rejects `null` with `"MimeType must not be null"`. */
  mimeType(mimeType: MimeType): this {
    Assert.notNull(mimeType, 'MimeType must not be null');
    this.mimeTypeValue = mimeType;
    return this;
  }

  /**
   * Sets the data: a {@link Resource} is read into bytes, a `URL` is kept as its string form,
   * anything else is kept as is. Rejects `null` (`"Data must not be null"`).
   */
  data(data: Resource | URL | unknown): this {
    if (data instanceof URL) {
      this.dataValue = data.toString();
    } else if (Resource.isInstance(data)) {
      try {
        this.dataValue = data.getContentAsByteArray();
      } catch (error) {
        throw new IllegalArgumentException(error instanceof Error ? error.message : String(error), error);
      }
    } else {
      Assert.notNull(data, 'Data must not be null');
      this.dataValue = data;
    }
    return this;
  }

  /** Sets the id the model assigned to the media. */
  id(id: string | undefined): this {
    this.idValue = id;
    return this;
  }

  /** Sets the name shown to the model. */
  name(name: string | undefined): this {
    this.nameValue = name;
    return this;
  }

  /** Builds the media; MIME type and data are required. */
  build(): Media {
    return Media.create(this.mimeTypeValue as MimeType, this.dataValue, this.idValue, this.nameValue);
  }
}

/**
 * A media attachment of a message: a MIME type, the data (a URL string or bytes), and an
 * optional id and name.
 *
 * Without a name, one is generated as `media-<subtype>-<uuid>`. The name is shown to the
 * model, so keep it neutral (it could be read as instructions).
 *
 * @remarks
 * Java's `URI` is a `URL` here and `byte[]` is a `Uint8Array`; the `Resource` constructor reads
 * the resource synchronously (see {@link Resource}). A `null` second constructor argument
 * cannot be told apart at run time, so it fails with `"Data must not be null"` (Java says
 * `"URI must not be null"` for the URI overload).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/content/Media.html
 * @category Messages
 */
export class Media {
  /** Common MIME types (Java's nested `Media.Format`). */
  static readonly Format = MediaFormat;

  /** The builder class, as Java's nested `Media.Builder`. */
  static readonly Builder = MediaBuilder;

  private readonly id: string | undefined;
  private readonly mimeType: MimeType;
  private readonly data: unknown;
  private readonly name: string;

  /** Media that points to a URL; the data is the URL's string form. */
  constructor(mimeType: MimeType, uri: URL);
  /** Media read eagerly from a resource; the data is its bytes. */
  constructor(mimeType: MimeType, resource: Resource);
  constructor(mimeType: MimeType, source: URL | Resource) {
    Assert.notNull(mimeType, 'MimeType must not be null');
    if (source instanceof URL) {
      this.data = source.toString();
    } else {
      Assert.notNull(source, 'Data must not be null');
      try {
        this.data = source.getContentAsByteArray();
      } catch (error) {
        throw new RuntimeException(error instanceof Error ? error.message : String(error), error);
      }
    }
    this.mimeType = mimeType;
    this.id = undefined;
    this.name = Media.generateDefaultName(mimeType);
  }

  /**
   * Creates media from the builder's values (Java's private constructor).
   *
   * @internal
   */
  static create(mimeType: MimeType, data: unknown, id: string | undefined, name: string | undefined): Media {
    Assert.notNull(mimeType, 'MimeType must not be null');
    Assert.notNull(data, 'Data must not be null');
    const media = Object.create(Media.prototype) as { -readonly [K in keyof Media]: Media[K] } & Record<string, unknown>;
    media['id'] = id;
    media['mimeType'] = mimeType;
    media['data'] = data;
    media['name'] = name ?? Media.generateDefaultName(mimeType);
    return media as unknown as Media;
  }

  /** A new {@link MediaBuilder}. */
  static builder(): MediaBuilder {
    return new MediaBuilder();
  }

  private static generateDefaultName(mimeType: MimeType): string {
    return `${NAME_PREFIX}${mimeType.getSubtype()}-${randomUUID()}`;
  }

  /** The MIME type. */
  getMimeType(): MimeType {
    return this.mimeType;
  }

  /** The data: a URL string, a `Uint8Array`, or whatever object the builder was given. */
  getData(): unknown {
    return this.data;
  }

  /**
   * The data as bytes.
   *
   * @throws IllegalStateException `"Media data is not a byte[]"` when the data is not a `Uint8Array`
   */
  getDataAsByteArray(): Uint8Array {
    if (this.data instanceof Uint8Array) return this.data;
    throw new IllegalStateException('Media data is not a byte[]');
  }

  /** The id the model gave this media, if any. */
  getId(): string | undefined {
    return this.id;
  }

  /** The name shown to the model. */
  getName(): string {
    return this.name;
  }
}

/**
 * Type-level view of the nested Java types of {@link Media}.
 *
 * @category Messages
 */
export declare namespace Media {
  /** Java's `Media.Builder`. */
  type Builder = MediaBuilder;
  /** Java's `Media.Format`. */
  type Format = MediaFormat;
}
