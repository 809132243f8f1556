/* Ported from Spring AI MessageUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import type { Resource } from '../../java/core/io/Resource.js';

/**
 * Reads message text from a {@link Resource} (Java's package-private helper).
 *
 * @internal
 */
export const MessageUtils = {
  /** Reads the whole resource as text; failures become `RuntimeException("Failed to read resource")`. */
  readResource(resource: Resource, charset = 'utf-8'): string {
    Assert.notNull(resource, 'resource cannot be null');
    Assert.notNull(charset, 'charset cannot be null');
    try {
      return resource.getContentAsString(charset);
    } catch (error) {
      throw new RuntimeException('Failed to read resource', error);
    }
  },
} as const;
