/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.observation. */
export { AiOperationMetadata } from './AiOperationMetadata.js';
export { AiOperationMetadataBuilder } from './AiOperationMetadata.js';
export { ObservabilityHelper } from './ObservabilityHelper.js';
export {
  AiObservationAttributes,
  AiObservationMetricAttributes,
  AiObservationMetricNames,
  AiOperationType,
  AiProvider,
  AiTokenType,
  SpringAiKind,
  VectorStoreObservationAttributes,
  VectorStoreProvider,
  VectorStoreSimilarityMetric,
} from './conventions/index.js';
