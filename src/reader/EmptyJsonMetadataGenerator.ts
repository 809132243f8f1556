/* Ported from Spring AI EmptyJsonMetadataGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { JsonMetadataGenerator } from './JsonMetadataGenerator.js';

/**
 * A {@link JsonMetadataGenerator} that gives no metadata.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/EmptyJsonMetadataGenerator.html
 * @category Documents
 */
export class EmptyJsonMetadataGenerator implements JsonMetadataGenerator {
  /** An empty map. */
  generate(_jsonMap: Map<string, unknown>): Map<string, unknown> {
    return new Map();
  }
}
