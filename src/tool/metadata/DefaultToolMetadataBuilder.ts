/* Ported from Spring AI DefaultToolMetadata.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
// DefaultToolMetadata imports this file for its static `Builder`; it is used here only inside
// `build()`, so the cycle is safe when DefaultToolMetadata.ts loads first (as the barrel does).
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
