/* Ported from Spring AI Model (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ModelRequest } from './ModelRequest.js';
import type { ModelResponse } from './ModelResponse.js';
import type { ModelResult } from './ModelResult.js';

/**
 * A model that answers one request with one response.
 *
 * @remarks
 * `call` returns a `Promise` ([porting rule 4](../../docs/PORTING.md#rule-4-blocking-becomes-async)).
 *
 * @typeParam TReq - the request type
 * @typeParam TRes - the response type
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/Model.html
 * @category Chat Model
 */
export interface Model<TReq extends ModelRequest<unknown>, TRes extends ModelResponse<ModelResult<unknown>>> {
  /** Sends the request to the model. */
  call(request: TReq): Promise<TRes>;
}
