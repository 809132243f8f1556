/* Ported from Spring AI ToolMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
import type { Method } from '../../reflect/Method.js';
import { ToolUtils } from '../support/ToolUtils.js';
import { DefaultToolMetadata } from './DefaultToolMetadata.js';
import type { DefaultToolMetadataBuilder } from './DefaultToolMetadata.js';

/**
 * How the framework handles a tool, beyond what the model sees.
 *
 * @remarks
 * Java's default method `returnDirect()` is optional here; read it through
 * {@link ToolMetadata.isReturnDirect}, which applies Java's default (`false`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/metadata/ToolMetadata.html
 * @category Tools
 */
export interface ToolMetadata {
  /** Whether the tool result goes straight back to the caller (default `false`). */
  returnDirect?(): boolean;
}

/**
 * Statics of {@link ToolMetadata}.
 *
 * @category Tools
 */
export const ToolMetadata = {
  /** A builder of {@link DefaultToolMetadata}. */
  builder(): DefaultToolMetadataBuilder {
    return DefaultToolMetadata.builder();
  },

  /** The metadata of a `@Tool` method. */
  from(method: Method): ToolMetadata {
    Assert.notNull(method, 'method cannot be null');
    return DefaultToolMetadata.builder().returnDirect(ToolUtils.getToolReturnDirect(method)).build();
  },

  /** `metadata.returnDirect()`, or Java's default `false` when the method is absent. */
  isReturnDirect(metadata: ToolMetadata | undefined): boolean {
    return metadata?.returnDirect?.() ?? false;
  },
} as const;
