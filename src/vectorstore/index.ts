/* spring-ai-ts, Apache-2.0. Barrel of src/vectorstore. */
export { SearchRequest } from './SearchRequest.js';
export { VectorStore } from './VectorStore.js';
export type { VectorStoreRetriever } from './VectorStoreRetriever.js';
export { AbstractVectorStoreBuilder } from './AbstractVectorStoreBuilder.js';
export { SimpleVectorStore } from './SimpleVectorStore.js';
export { EmbeddingMath } from './EmbeddingMath.js';
export { AbstractObservationVectorStore } from './observation/AbstractObservationVectorStore.js';
export { VectorStoreObservationContext } from './observation/VectorStoreObservationContext.js';
export { VectorStoreObservationOperation } from './observation/VectorStoreObservationOperation.js';
export { VectorStoreObservationConvention } from './observation/VectorStoreObservationConvention.js';
export { DefaultVectorStoreObservationConvention } from './observation/DefaultVectorStoreObservationConvention.js';
export { VectorStoreObservationDocumentation } from './observation/VectorStoreObservationDocumentation.js';
export { VectorStoreQueryResponseObservationHandler } from './observation/VectorStoreQueryResponseObservationHandler.js';
export * from './filter/index.js';
