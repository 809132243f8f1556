/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.util.MimeTypeUtils (constants and parsing). */
import { MimeType } from './MimeType.js';

/**
 * Common {@link MimeType} constants and parsing helpers, as Spring's `MimeTypeUtils` has them.
 *
 * @remarks
 * Only the constants and `parseMimeType`/`parseMimeTypes`/`toString` are ported.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/util/MimeTypeUtils.html
 * @category Core
 */
export const MimeTypeUtils = {
  /** `*\/*`. */
  ALL: MimeType.valueOf('*/*'),
  /** `*\/*` as text. */
  ALL_VALUE: '*/*',
  /** `application/graphql+json`. */
  APPLICATION_GRAPHQL: MimeType.valueOf('application/graphql+json'),
  /** `application/graphql+json` as text. */
  APPLICATION_GRAPHQL_VALUE: 'application/graphql+json',
  /** `application/json`. */
  APPLICATION_JSON: MimeType.valueOf('application/json'),
  /** `application/json` as text. */
  APPLICATION_JSON_VALUE: 'application/json',
  /** `application/octet-stream`. */
  APPLICATION_OCTET_STREAM: MimeType.valueOf('application/octet-stream'),
  /** `application/octet-stream` as text. */
  APPLICATION_OCTET_STREAM_VALUE: 'application/octet-stream',
  /** `application/xml`. */
  APPLICATION_XML: MimeType.valueOf('application/xml'),
  /** `application/xml` as text. */
  APPLICATION_XML_VALUE: 'application/xml',
  /** `image/gif`. */
  IMAGE_GIF: MimeType.valueOf('image/gif'),
  /** `image/gif` as text. */
  IMAGE_GIF_VALUE: 'image/gif',
  /** `image/jpeg`. */
  IMAGE_JPEG: MimeType.valueOf('image/jpeg'),
  /** `image/jpeg` as text. */
  IMAGE_JPEG_VALUE: 'image/jpeg',
  /** `image/png`. */
  IMAGE_PNG: MimeType.valueOf('image/png'),
  /** `image/png` as text. */
  IMAGE_PNG_VALUE: 'image/png',
  /** `text/html`. */
  TEXT_HTML: MimeType.valueOf('text/html'),
  /** `text/html` as text. */
  TEXT_HTML_VALUE: 'text/html',
  /** `text/plain`. */
  TEXT_PLAIN: MimeType.valueOf('text/plain'),
  /** `text/plain` as text. */
  TEXT_PLAIN_VALUE: 'text/plain',
  /** `text/xml`. */
  TEXT_XML: MimeType.valueOf('text/xml'),
  /** `text/xml` as text. */
  TEXT_XML_VALUE: 'text/xml',

  /** Parses one MIME type string (see {@link MimeType.valueOf}). */
  parseMimeType(mimeType: string): MimeType {
    return MimeType.valueOf(mimeType);
  },

  /** Parses a comma-separated list of MIME types; blank input gives an empty array. */
  parseMimeTypes(mimeTypes: string | undefined): MimeType[] {
    if (mimeTypes === undefined || mimeTypes === null || mimeTypes.trim().length === 0) return [];
    return mimeTypes
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0)
      .map((part) => MimeType.valueOf(part));
  },

  /** Joins MIME types into a comma-separated string. */
  toString(mimeTypes: Iterable<MimeType>): string {
    return [...mimeTypes].map((mimeType) => mimeType.toString()).join(', ');
  },
} as const;
