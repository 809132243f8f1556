/* Ported from Spring AI Media.Format (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MimeType } from '../java/core/util/MimeType.js';

/**
 * Common media MIME types, grouped as documents, videos and images; also reachable as
 * `Media.Format`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/content/Media.Format.html
 * @category Messages
 */
export class MediaFormat {
  /** `application/pdf`. */
  static readonly DOC_PDF = MimeType.valueOf('application/pdf');
  /** `text/csv`. */
  static readonly DOC_CSV = MimeType.valueOf('text/csv');
  /** `application/msword`. */
  static readonly DOC_DOC = MimeType.valueOf('application/msword');
  /** `application/vnd.openxmlformats-officedocument.wordprocessingml.document`. */
  static readonly DOC_DOCX = MimeType.valueOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  /** `application/vnd.ms-excel`. */
  static readonly DOC_XLS = MimeType.valueOf('application/vnd.ms-excel');
  /** `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`. */
  static readonly DOC_XLSX = MimeType.valueOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  /** `text/html`. */
  static readonly DOC_HTML = MimeType.valueOf('text/html');
  /** `text/plain`. */
  static readonly DOC_TXT = MimeType.valueOf('text/plain');
  /** `text/markdown`. */
  static readonly DOC_MD = MimeType.valueOf('text/markdown');
  /** `video/x-matros` (Spring's spelling). */
  static readonly VIDEO_MKV = MimeType.valueOf('video/x-matros');
  /** `video/quicktime`. */
  static readonly VIDEO_MOV = MimeType.valueOf('video/quicktime');
  /** `video/mp4`. */
  static readonly VIDEO_MP4 = MimeType.valueOf('video/mp4');
  /** `video/webm`. */
  static readonly VIDEO_WEBM = MimeType.valueOf('video/webm');
  /** `video/x-flv`. */
  static readonly VIDEO_FLV = MimeType.valueOf('video/x-flv');
  /** `video/mpeg`. */
  static readonly VIDEO_MPEG = MimeType.valueOf('video/mpeg');
  /** `video/mpeg`. */
  static readonly VIDEO_MPG = MimeType.valueOf('video/mpeg');
  /** `video/x-ms-wmv`. */
  static readonly VIDEO_WMV = MimeType.valueOf('video/x-ms-wmv');
  /** `video/3gpp`. */
  static readonly VIDEO_THREE_GP = MimeType.valueOf('video/3gpp');
  /** `image/png`. */
  static readonly IMAGE_PNG = MimeType.valueOf('image/png');
  /** `image/jpeg`. */
  static readonly IMAGE_JPEG = MimeType.valueOf('image/jpeg');
  /** `image/gif`. */
  static readonly IMAGE_GIF = MimeType.valueOf('image/gif');
  /** `image/webp`. */
  static readonly IMAGE_WEBP = MimeType.valueOf('image/webp');
}
