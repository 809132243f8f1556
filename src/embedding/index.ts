/* spring-ai-ts, Apache-2.0. Barrel of src/embedding. */
export { EmbeddingModel } from './EmbeddingModel.js';
export { AbstractEmbeddingModel } from './AbstractEmbeddingModel.js';
export { EmbeddingOptions } from './EmbeddingOptions.js';
export { DefaultEmbeddingOptions } from './DefaultEmbeddingOptions.js';
export { EmbeddingRequest } from './EmbeddingRequest.js';
export type { DocumentEmbeddingModel } from './DocumentEmbeddingModel.js';
export { DocumentEmbeddingRequest } from './DocumentEmbeddingRequest.js';
export { EmbeddingResponse } from './EmbeddingResponse.js';
export { EmbeddingResponseMetadata } from './EmbeddingResponseMetadata.js';
export { Embedding } from './Embedding.js';
export { EmbeddingResultMetadata } from './EmbeddingResultMetadata.js';
export { ModalityType } from './ModalityType.js';
export type { BatchingStrategy } from './BatchingStrategy.js';
export { TokenCountBatchingStrategy } from './TokenCountBatchingStrategy.js';
