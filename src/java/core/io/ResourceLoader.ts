/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.ResourceLoader. */
import type { Resource } from './Resource.js';

/**
 * Turns a location (`classpath:…`, `file:…`, a URL, or a path under the resource roots) into a
 * {@link Resource}. {@link DefaultResourceLoader} implements it.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/ResourceLoader.html
 * @category Core
 */
export interface ResourceLoader {
  /** The resource at `location`; it may not exist (check `exists()`). */
  getResource(location: string): Resource;
}

/**
 * Companion of the {@link ResourceLoader} interface.
 *
 * @category Core
 */
export const ResourceLoader = {
  /** `classpath:`, the prefix of a location under the resource roots. */
  CLASSPATH_URL_PREFIX: 'classpath:',
} as const;
