/* Ported from Spring AI EmbeddingModelObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../observation/defaults/ContextTypedObservationConvention.js';
import { EmbeddingModelObservationContext } from './EmbeddingModelObservationContext.js';

/**
 * The naming and key values of embedding model observations.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link EmbeddingModelObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements EmbeddingModelObservationConvention` becomes `extends EmbeddingModelObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link EmbeddingModelObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/embedding/observation/EmbeddingModelObservationConvention.html
 * @category Embedding
 */
export abstract class EmbeddingModelObservationConvention extends ContextTypedObservationConvention<EmbeddingModelObservationContext> {
  /** Embedding model contexts: `supportsContext` is true for a {@link EmbeddingModelObservationContext}. */
  protected contextType(): typeof EmbeddingModelObservationContext {
    return EmbeddingModelObservationContext;
  }
}
