/* spring-ai-ts, Apache-2.0. Barrel of src/embedding/observation. */
export { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';
export { EmbeddingModelObservationConvention } from './EmbeddingModelObservationConvention.js';
export { DefaultEmbeddingModelObservationConvention } from './DefaultEmbeddingModelObservationConvention.js';
export { EmbeddingModelObservationDocumentation } from './EmbeddingModelObservationDocumentation.js';
