/* Ported from Spring AI ModelRequest (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ModelOptions } from './ModelOptions.js';

/**
 * A request to a model: the instructions (for chat, the messages) and optional options.
 *
 * @typeParam T - the type of the instructions
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ModelRequest.html
 * @category Chat Model
 */
export interface ModelRequest<T> {
  /** The instructions or input of the request. */
  getInstructions(): T;

  /** The options of the request, if any. */
  getOptions(): ModelOptions | undefined;
}
