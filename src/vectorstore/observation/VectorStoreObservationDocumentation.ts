/* Ported from Spring AI VectorStoreObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Observation } from '../../java/micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import {
  ObservationDocumentation,
  type ObservationConventionClass,
} from '../../java/micrometer/observation/docs/ObservationDocumentation.js';
import { DefaultVectorStoreObservationConvention } from './DefaultVectorStoreObservationConvention.js';
import type { VectorStoreObservationContext } from './VectorStoreObservationContext.js';
import type { VectorStoreObservationConvention } from './VectorStoreObservationConvention.js';

/**
 * The vector store observation, `AI_VECTOR_STORE`.
 *
 * @remarks
 * The nested key-name enums are not ported; the key names are the `VectorStoreObservationAttributes`
 * values that {@link DefaultVectorStoreObservationConvention} uses.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationDocumentation.html
 * @category Vector Store
 */
export class VectorStoreObservationDocumentation implements ObservationDocumentation {
  /** The vector store operation observation. */
  static readonly AI_VECTOR_STORE = new VectorStoreObservationDocumentation();

  private constructor() {}

  /** {@link DefaultVectorStoreObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultVectorStoreObservationConvention;
  }

  /** A not-started observation with the custom convention, else the default one. */
  observation(
    customConvention: VectorStoreObservationConvention | undefined,
    defaultConvention: VectorStoreObservationConvention,
    contextSupplier: () => VectorStoreObservationContext,
    registry: ObservationRegistry | undefined,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }

  /** `AI_VECTOR_STORE`. */
  toString(): string {
    return 'AI_VECTOR_STORE';
  }
}
