/* Ported from Spring AI VectorStoreObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ObservationConvention } from '../../micrometer/observation/ObservationConvention.js';
import type { VectorStoreObservationContext } from './VectorStoreObservationContext.js';

/**
 * The naming and key values of vector store observations.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationConvention.html
 * @category Vector Store
 */
export type VectorStoreObservationConvention = ObservationConvention<VectorStoreObservationContext>;
