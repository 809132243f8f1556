/* spring-ai-ts, Apache-2.0. Barrel of src/embedding/observation. */
export { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';
export type { EmbeddingModelObservationConvention } from './EmbeddingModelObservationConvention.js';
export { DefaultEmbeddingModelObservationConvention } from './DefaultEmbeddingModelObservationConvention.js';
export { EmbeddingModelObservationDocumentation } from './EmbeddingModelObservationDocumentation.js';
