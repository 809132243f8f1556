/* Ported from Spring AI EmbeddingModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
import type { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';

/**
 * The naming and key values of embedding model observations.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelObservationConvention.html
 * @category Embedding
 */
export type EmbeddingModelObservationConvention = ObservationConvention<EmbeddingModelObservationContext>;
