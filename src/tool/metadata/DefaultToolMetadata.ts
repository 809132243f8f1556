/* Ported from Spring AI DefaultToolMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
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

/**
 * The default {@link ToolMetadata}: a value holding `returnDirect`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/metadata/DefaultToolMetadata.html
 * @category Tools
 */
export class DefaultToolMetadata implements ToolMetadata {
  /** The builder class, as Java's nested `DefaultToolMetadata.Builder`. */
  static readonly Builder = DefaultToolMetadataBuilder;

  private readonly direct: boolean;

  constructor(returnDirect: boolean) {
    this.direct = returnDirect;
  }

  /** A new builder (`returnDirect` false). */
  static builder(): DefaultToolMetadataBuilder {
    return new DefaultToolMetadataBuilder();
  }

  returnDirect(): boolean {
    return this.direct;
  }

  /** Record equality over `returnDirect`. */
  equals(other: unknown): boolean {
    return other instanceof DefaultToolMetadata && other.direct === this.direct;
  }

  /** `Boolean.hashCode(returnDirect)`. */
  hashCode(): number {
    return this.direct ? 1231 : 1237;
  }

  toString(): string {
    return `DefaultToolMetadata[returnDirect=${this.direct}]`;
  }
}
