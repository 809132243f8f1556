/* Ported from Spring AI ResultMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Marker for the metadata of one model result, such as `ChatGenerationMetadata`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ResultMetadata.html
 * @category Chat Model
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a marker interface, as in Java
export interface ResultMetadata {}
