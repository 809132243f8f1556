/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.io.DefaultResourceLoader. */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { ClassPathResource } from './ClassPathResource.js';
import type { Resource } from './Resource.js';
import { ResourceLoader } from './ResourceLoader.js';
import { UrlResource } from './UrlResource.js';

/**
 * Spring's default {@link ResourceLoader}: `classpath:a/b.txt` and a plain path (`a/b.txt`,
 * `/a/b.txt`) are {@link ClassPathResource}s under the resource roots; `file:…`, `http:…` and
 * `https:…` URLs are {@link UrlResource}s.
 *
 * @remarks
 * As in Java, a location without a URL scheme is a class path resource, not a file relative to the
 * working directory (use `file:` or a {@link FileSystemResource} for that). Java's `ClassLoader`
 * argument has no counterpart: class path resources resolve against the resource roots that
 * {@link ClassPathResource.setResourceRoots} configures.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/io/DefaultResourceLoader.html
 * @category Core
 */
export class DefaultResourceLoader implements ResourceLoader {
  /** The resource at `location`; it may not exist (check `exists()`). */
  getResource(location: string): Resource {
    if (typeof location !== 'string') throw new IllegalArgumentException('Location must not be null');
    if (location.startsWith('/')) return this.getResourceByPath(location);
    if (location.startsWith(ResourceLoader.CLASSPATH_URL_PREFIX)) {
      return new ClassPathResource(location.slice(ResourceLoader.CLASSPATH_URL_PREFIX.length));
    }
    if (/^(file|https?):/i.test(location)) return new UrlResource(location);
    return this.getResourceByPath(location);
  }

  /** The resource for a location without a scheme: a class path resource. */
  protected getResourceByPath(path: string): Resource {
    return new ClassPathResource(path);
  }
}
