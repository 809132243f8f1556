/* Ported from Spring AI AbstractResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MapBackedResponseMetadata } from './internal/MapBackedResponseMetadata.js';

/**
 * Base class for map-backed response metadata, such as `ChatResponseMetadata`.
 *
 * @remarks
 * Java's `entrySet()` is an array of `[key, value]` pairs, and `keySet()` a new `Set`.
 * `getOrDefault` also accepts a function, called for a missing key (Java's `Supplier`
 * overload from {@link ResponseMetadata}).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/AbstractResponseMetadata.html
 * @category Chat Model
 */
export class AbstractResponseMetadata extends MapBackedResponseMetadata {
  /** The format Spring uses for `toString()`: id, usage and rate limit. */
  protected static readonly AI_METADATA_STRING = '{ id: %1$s, usage: %2$s, rateLimit: %3$s }';
}
