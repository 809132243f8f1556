/* Ported from Spring AI MediaContent (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Content } from './Content.js';
import type { Media } from './Media.js';

/**
 * {@link Content} that can carry media attachments (images, documents, …).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/content/MediaContent.html
 * @category Messages
 */
export interface MediaContent extends Content {
  /** The attached media, never `undefined`. */
  getMedia(): Media[];
}

/**
 * Companion of the {@link MediaContent} interface.
 *
 * @category Messages
 */
export const MediaContent = {
  /** True for {@link Content} that also has `getMedia()` (the counterpart of `instanceof MediaContent`). */
  isInstance(value: unknown): value is MediaContent {
    return Content.isInstance(value) && typeof (value as MediaContent).getMedia === 'function';
  },
} as const;
