/* Ported from Spring AI ToolMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import type { Method } from '../../java/reflect/Method.js';
import { ToolUtils } from '../support/ToolUtils.js';
import { DefaultToolMetadata } from './DefaultToolMetadata.js';
import type { DefaultToolMetadataBuilder } from './DefaultToolMetadata.js';

/**
 * How the framework handles a tool, beyond what the model sees.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `metadata.returnDirect()` compiles under `strict` and defaults to `false`; translated
 * `implements ToolMetadata` becomes `extends ToolMetadata`. The static
 * {@link ToolMetadata.isReturnDirect} applies the default to an object without the method.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/metadata/ToolMetadata.html
 * @category Tools
 */
export abstract class ToolMetadata {
  /** Whether the tool result goes straight back to the caller (Java's default: `false`). */
  returnDirect(): boolean {
    return false;
  }

  /** A builder of {@link DefaultToolMetadata}. */
  static builder(): DefaultToolMetadataBuilder {
    return DefaultToolMetadata.builder();
  }

  /** The metadata of a `@Tool` method. */
  static from(method: Method): ToolMetadata {
    Assert.notNull(method, 'method cannot be null');
    return DefaultToolMetadata.builder().returnDirect(ToolUtils.getToolReturnDirect(method)).build();
  }

  /** `metadata.returnDirect()`, or Java's default `false` when the method or the metadata is absent. */
  static isReturnDirect(metadata: Partial<ToolMetadata> | undefined): boolean {
    return metadata?.returnDirect?.() ?? false;
  }
}
