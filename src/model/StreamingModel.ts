/* Ported from Spring AI StreamingModel (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Flux } from '../java/reactor/index.js';
import type { ModelRequest } from './ModelRequest.js';
import type { ModelResponse } from './ModelResponse.js';
import type { ModelResult } from './ModelResult.js';

/**
 * A model that answers a request with a stream of response chunks.
 *
 * @typeParam TReq - the request type
 * @typeParam TResChunk - the type of one response chunk
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/StreamingModel.html
 * @category Chat Model
 */
export interface StreamingModel<TReq extends ModelRequest<unknown>, TResChunk extends ModelResponse<ModelResult<unknown>>> {
  /** Streams the response to the request. */
  stream(request: TReq): Flux<TResChunk>;
}
