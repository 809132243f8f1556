/**
 * The OpenAI chat and embedding models (`spring-ai-ts/openai`), also for OpenAI-compatible
 * servers (Azure OpenAI's compatible endpoint, Ollama, vLLM, DeepSeek, Groq, OpenRouter, …): the
 * only entry point besides `spring-ai-ts/minimax` that loads `openai`.
 *
 * @packageDocumentation
 */
export { OpenAiChatModel } from './OpenAiChatModel.js';
export { OpenAiChatModelBuilder } from './OpenAiChatModelBuilder.js';
export type { OpenAiChatModelParts } from './OpenAiChatModelBuilder.js';
export { OpenAiChatOptions } from './OpenAiChatOptions.js';
export { OpenAiChatOptionsBuilder } from './OpenAiChatOptionsBuilder.js';
export { OpenAiApi } from './api/OpenAiApi.js';
export type { HttpHeaderValues } from './api/OpenAiApi.js';
export { OpenAiApiBuilder } from './api/OpenAiApiBuilder.js';
export type { OpenAiApiSettings } from './api/OpenAiApiBuilder.js';
export { OpenAiApiClientErrorException } from './api/common/OpenAiApiClientErrorException.js';
export { ResponseEntity } from '../../java/http/ResponseEntity.js';
export { Annotation } from './api/Annotation.js';
export { Approximate } from './api/Approximate.js';
export { AudioOutput } from './api/AudioOutput.js';
export { AudioParameters } from './api/AudioParameters.js';
export { AudioResponseFormat } from './api/AudioResponseFormat.js';
export { AudioVoice } from './api/AudioVoice.js';
export { ChatCompletion } from './api/ChatCompletion.js';
export { ChatCompletionChunk } from './api/ChatCompletionChunk.js';
export { ChatCompletionFinishReason } from './api/ChatCompletionFinishReason.js';
export { ChatCompletionFunction } from './api/ChatCompletionFunction.js';
export { ChatCompletionMessage } from './api/ChatCompletionMessage.js';
export { ChatCompletionMessageRole } from './api/ChatCompletionMessageRole.js';
export { ChatCompletionRequest } from './api/ChatCompletionRequest.js';
export { Choice } from './api/Choice.js';
export { ChunkChoice } from './api/ChunkChoice.js';
export { CompletionTokenDetails } from './api/CompletionTokenDetails.js';
export { Embedding } from './api/Embedding.js';
export { EmbeddingList } from './api/EmbeddingList.js';
export { EmbeddingRequest } from './api/EmbeddingRequest.js';
export { FunctionTool } from './api/FunctionTool.js';
export { FunctionToolFunction } from './api/FunctionToolFunction.js';
export { FunctionToolType } from './api/FunctionToolType.js';
export { ImageUrl } from './api/ImageUrl.js';
export { InputAudio } from './api/InputAudio.js';
export { InputAudioFormat } from './api/InputAudioFormat.js';
export { InputFile } from './api/InputFile.js';
export { LogProbs } from './api/LogProbs.js';
export { LogProbsContent } from './api/LogProbsContent.js';
export { MediaContent } from './api/MediaContent.js';
export { OpenAiApiChatModel } from './api/OpenAiApiChatModel.js';
export { OpenAiApiConstants } from './api/OpenAiApiConstants.js';
export { OpenAiApiEmbeddingModel } from './api/OpenAiApiEmbeddingModel.js';
export { OpenAiStreamFunctionCallingHelper } from './api/OpenAiStreamFunctionCallingHelper.js';
export { OutputModality } from './api/OutputModality.js';
export { PromptTokensDetails } from './api/PromptTokensDetails.js';
export { ResponseFormat, ResponseFormatBuilder } from './api/ResponseFormat.js';
export { ResponseFormatJsonSchema, ResponseFormatJsonSchemaBuilder } from './api/ResponseFormatJsonSchema.js';
export { ResponseFormatType } from './api/ResponseFormatType.js';
export { SearchContextSize } from './api/SearchContextSize.js';
export { ServiceTier } from './api/ServiceTier.js';
export { StreamOptions } from './api/StreamOptions.js';
export { ToolCall } from './api/ToolCall.js';
export { ToolChoiceBuilder } from './api/ToolChoiceBuilder.js';
export { TopLogProbs } from './api/TopLogProbs.js';
export { UrlCitation } from './api/UrlCitation.js';
export { Usage } from './api/Usage.js';
export { UserLocation } from './api/UserLocation.js';
export { WebSearchOptions } from './api/WebSearchOptions.js';
export { OpenAiEmbeddingModel } from './OpenAiEmbeddingModel.js';
export { OpenAiEmbeddingOptions, OpenAiEmbeddingOptionsBuilder } from './OpenAiEmbeddingOptions.js';
export { OpenAiRateLimit } from './metadata/OpenAiRateLimit.js';
export { OpenAiApiResponseHeaders } from './metadata/support/OpenAiApiResponseHeaders.js';
export { OpenAiResponseHeaderExtractor } from './metadata/support/OpenAiResponseHeaderExtractor.js';
export {
  OpenAiAutoConfiguration,
  OpenAiChatAutoConfiguration,
  OpenAiEmbeddingAutoConfiguration,
} from './autoconfigure/OpenAiAutoConfiguration.js';
export { OpenAiParentProperties } from './autoconfigure/OpenAiParentProperties.js';
export { OpenAiConnectionProperties } from './autoconfigure/OpenAiConnectionProperties.js';
export { OpenAiChatProperties } from './autoconfigure/OpenAiChatProperties.js';
export { OpenAiEmbeddingProperties } from './autoconfigure/OpenAiEmbeddingProperties.js';
