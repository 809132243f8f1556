/**
 * `spring-ai-ts/minimax`: the MiniMax chat and embedding models (with `spring-ai-ts/openai`, the only entry points that load `openai`).
 *
 * Real keys belong to `https://api.minimax.io` (international) or `https://api.minimaxi.com`
 * (mainland China); Spring's default host `https://api.minimax.chat` is the legacy one.
 *
 * @packageDocumentation
 */
export { MiniMaxChatModel, MiniMaxChatModelBuilder } from './MiniMaxChatModel.js';
export { MiniMaxChatOptions, MiniMaxChatOptionsBuilder } from './MiniMaxChatOptions.js';
export { MiniMaxApi } from './api/MiniMaxApi.js';
export type { MiniMaxApiOptions } from './api/MiniMaxApiOptions.js';
export { MiniMaxApiConstants } from './api/MiniMaxApiConstants.js';
export { MiniMaxApiChatModel } from './api/MiniMaxApiChatModel.js';
export { ChatCompletionFinishReason } from './api/ChatCompletionFinishReason.js';
export { FunctionTool } from './api/FunctionTool.js';
export { FunctionToolFunction } from './api/FunctionToolFunction.js';
export { FunctionToolType } from './api/FunctionToolType.js';
export { ChatCompletionRequest, ToolChoiceBuilder } from './api/ChatCompletionRequest.js';
export { ResponseFormat } from './api/ResponseFormat.js';
export { ChatCompletionMessage } from './api/ChatCompletionMessage.js';
export { ChatCompletionMessageRole } from './api/ChatCompletionMessageRole.js';
export { ChatCompletionMediaContent } from './api/ChatCompletionMediaContent.js';
export { ChatCompletionImageUrl } from './api/ChatCompletionImageUrl.js';
export { ChatCompletionToolCall } from './api/ChatCompletionToolCall.js';
export { ChatCompletionFunction } from './api/ChatCompletionFunction.js';
export { ChatCompletion } from './api/ChatCompletion.js';
export { ChatCompletionChoice } from './api/ChatCompletionChoice.js';
export { BaseResponse } from './api/BaseResponse.js';
export { LogProbs } from './api/LogProbs.js';
export { ChatCompletionUsage } from './api/ChatCompletionUsage.js';
export { ChatCompletionChunk } from './api/ChatCompletionChunk.js';
export { ChunkChoice } from './api/ChunkChoice.js';
export { MiniMaxApiError } from './api/MiniMaxApiError.js';
export type { MiniMaxApiErrorDetails } from './api/MiniMaxApiErrorDetails.js';
export { MiniMaxApiException } from './api/MiniMaxApiException.js';
export { MiniMaxTransientApiException } from './api/MiniMaxTransientApiException.js';
export { MiniMaxStreamException } from './api/MiniMaxStreamException.js';
export { MiniMaxConnectTimeoutException } from './api/MiniMaxConnectTimeoutException.js';
export { ResponseEntity } from '../../java/http/ResponseEntity.js';
export { MiniMaxEmbeddingModel } from './MiniMaxEmbeddingModel.js';
export { MiniMaxEmbeddingOptions } from './MiniMaxEmbeddingOptions.js';
export { MiniMaxApiEmbeddingRequest } from './api/MiniMaxApiEmbeddingRequest.js';
export { MiniMaxApiEmbeddingList } from './api/MiniMaxApiEmbeddingList.js';
export { MiniMaxApiEmbeddingType } from './api/MiniMaxApiEmbeddingType.js';
export { MiniMaxApiEmbeddingModel } from './api/MiniMaxApiEmbeddingModel.js';
export {
  MiniMaxAutoConfiguration,
  MiniMaxChatAutoConfiguration,
  MiniMaxEmbeddingAutoConfiguration,
} from './autoconfigure/MiniMaxAutoConfiguration.js';
export { MiniMaxParentProperties } from './autoconfigure/MiniMaxParentProperties.js';
export { MiniMaxConnectionProperties } from './autoconfigure/MiniMaxConnectionProperties.js';
export { MiniMaxChatProperties } from './autoconfigure/MiniMaxChatProperties.js';
export { MiniMaxEmbeddingProperties } from './autoconfigure/MiniMaxEmbeddingProperties.js';
