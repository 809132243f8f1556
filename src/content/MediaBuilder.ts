/* Ported from Spring AI Media.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../core/Assert.js';
import { IllegalArgumentException } from '../core/IllegalArgumentException.js';
import { Resource } from '../core/io/Resource.js';
import type { MimeType } from '../core/util/MimeType.js';
// The outer class reads this builder class lazily and this file uses the outer class only inside
// methods, so the import cycle between the two is safe in either load order.
import { Media } from './Media.js';

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
