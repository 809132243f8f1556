/* Ported from Spring AI EmbeddingModelObservationDocumentation (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Observation } from '../../java/micrometer/observation/Observation.js';
import type { ObservationRegistry } from '../../java/micrometer/observation/ObservationRegistry.js';
import { ObservationDocumentation, type ObservationConventionClass } from '../../java/micrometer/observation/docs/ObservationDocumentation.js';
import { DefaultEmbeddingModelObservationConvention } from './DefaultEmbeddingModelObservationConvention.js';
import type { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';
import type { EmbeddingModelObservationConvention } from './EmbeddingModelObservationConvention.js';

/**
 * The embedding model observation, `EMBEDDING_MODEL_OPERATION`.
 *
 * @remarks
 * The nested key-name enums are not ported; the keys are the `AiObservationAttributes` values
 * that {@link DefaultEmbeddingModelObservationConvention} uses.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelObservationDocumentation.html
 * @category Embedding
 */
export class EmbeddingModelObservationDocumentation implements ObservationDocumentation {
  /** The embedding model operation. */
  static readonly EMBEDDING_MODEL_OPERATION = new EmbeddingModelObservationDocumentation();

  private constructor() {}

  /** {@link DefaultEmbeddingModelObservationConvention}. */
  getDefaultConvention(): ObservationConventionClass {
    return DefaultEmbeddingModelObservationConvention;
  }

  /** A not-started observation with the custom convention, else the default one. */
  observation(
    customConvention: EmbeddingModelObservationConvention | undefined,
    defaultConvention: EmbeddingModelObservationConvention,
    contextSupplier: () => EmbeddingModelObservationContext,
    registry: ObservationRegistry | undefined,
  ): Observation {
    return ObservationDocumentation.observation(this, customConvention, defaultConvention, contextSupplier, registry);
  }

  /** `EMBEDDING_MODEL_OPERATION`. */
  toString(): string {
    return 'EMBEDDING_MODEL_OPERATION';
  }
}
