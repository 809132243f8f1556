/* Ported from Spring AI ModelOptions (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Marker for the options of a model request, such as `ChatOptions`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ModelOptions.html
 * @category Chat Model
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a marker interface, as in Java
export interface ModelOptions {}
