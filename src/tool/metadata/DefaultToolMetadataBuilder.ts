/* Ported from Spring AI DefaultToolMetadata.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { DefaultToolMetadata } from './DefaultToolMetadata.js';
import type { ToolMetadata } from './ToolMetadata.js';

/**
 * Builder of {@link DefaultToolMetadata} (Java's `DefaultToolMetadata.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/metadata/DefaultToolMetadata.Builder.html
 * @category Tools
 */
export class DefaultToolMetadataBuilder {
  private direct = false;

  /** Whether the tool result goes straight back to the caller. */
  returnDirect(returnDirect: boolean): this {
    this.direct = returnDirect;
    return this;
  }

  /** Builds the metadata. */
  build(): ToolMetadata {
    return new DefaultToolMetadata(this.direct);
  }
}
