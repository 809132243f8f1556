/* Ported from Spring AI ModelResult (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ResultMetadata } from './ResultMetadata.js';

/**
 * One output of a model, with its metadata.
 *
 * @typeParam T - the type of the output
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ModelResult.html
 * @category Chat Model
 */
export interface ModelResult<T> {
  /** The output. */
  getOutput(): T;

  /** The metadata of this output. */
  getMetadata(): ResultMetadata;
}
