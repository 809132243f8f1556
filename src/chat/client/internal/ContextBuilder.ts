/* spring-ai-ts, Apache-2.0. Internal: the context step the ChatClientRequest and ChatClientResponse builders share. */
import { Assert } from '../../../java/core/Assert.js';

/** A builder that collects a context map (Spring's `context(Map)` and `context(key, value)`). */
export abstract class ContextBuilder {
  /** The context collected so far; `build()` hands it to the record. */
  protected readonly _context = new Map<string, unknown>();

  /**
   * Adds every entry of `context` (a `Map` or a plain object), or sets one `key` to `value`.
   * @throws IllegalArgumentException `"context cannot be null"`, `"key cannot be null"`
   */
  context(context: Map<string, unknown> | Record<string, unknown>): this;
  context(key: string, value: unknown): this;
  context(keyOrContext: string | Map<string, unknown> | Record<string, unknown>, ...rest: unknown[]): this {
    if (rest.length > 0 || typeof keyOrContext === 'string') {
      Assert.notNull(keyOrContext, 'key cannot be null');
      this._context.set(keyOrContext as string, rest[0]);
      return this;
    }
    Assert.notNull(keyOrContext, 'context cannot be null');
    const entries = keyOrContext instanceof Map ? keyOrContext.entries() : Object.entries(keyOrContext);
    for (const [key, value] of entries) this._context.set(key, value);
    return this;
  }
}
