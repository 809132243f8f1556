/* Ported from Spring AI ModelResponse (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ModelResult } from './ModelResult.js';
import type { ResponseMetadata } from './ResponseMetadata.js';

/**
 * The response of a model: one or more results and the response metadata.
 *
 * @typeParam T - the type of one result
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ModelResponse.html
 * @category Chat Model
 */
export interface ModelResponse<T extends ModelResult<unknown>> {
  /**
   * The first result, or `undefined`.
   *
   * @remarks
   * Unannotated in Spring, but `ChatResponse.getResult()` returns `null` without generations.
   */
  getResult(): T | undefined;

  /** All results. */
  getResults(): T[];

  /** The response metadata. */
  getMetadata(): ResponseMetadata;
}
