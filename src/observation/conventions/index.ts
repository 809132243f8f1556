/* spring-ai-ts, Apache-2.0. Barrel of org.springframework.ai.observation.conventions. */
export { AiObservationAttributes } from './AiObservationAttributes.js';
export { AiObservationMetricAttributes } from './AiObservationMetricAttributes.js';
export { AiObservationMetricNames } from './AiObservationMetricNames.js';
export { AiOperationType } from './AiOperationType.js';
export { AiProvider } from './AiProvider.js';
export { AiTokenType } from './AiTokenType.js';
export { SpringAiKind } from './SpringAiKind.js';
export { VectorStoreObservationAttributes } from './VectorStoreObservationAttributes.js';
export { VectorStoreProvider } from './VectorStoreProvider.js';
export { VectorStoreSimilarityMetric } from './VectorStoreSimilarityMetric.js';
