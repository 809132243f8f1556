/* Ported from Spring AI VectorStoreObservationConvention (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ContextTypedObservationConvention } from '../../observation/defaults/ContextTypedObservationConvention.js';
import { VectorStoreObservationContext } from './VectorStoreObservationContext.js';

/**
 * The naming and key values of vector store observations.
 *
 * @remarks
 * An abstract class because the Java interface has a default method (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * `supportsContext` is true for a {@link VectorStoreObservationContext}, and the defaults of Micrometer's
 * `ObservationConvention` are here too (`getName()` and `getContextualName()` give `undefined`
 * for Java's `null`, the key values are empty), so every one of them compiles under `strict`.
 * Translated `implements VectorStoreObservationConvention` becomes `extends VectorStoreObservationConvention`, overriding
 * what the Java class overrides. The library still accepts, at run time, a plain object typed as
 * a convention; {@link VectorStoreObservationConvention.supportsContext} applies the default to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/vectorstore/observation/VectorStoreObservationConvention.html
 * @category Vector Store
 */
export abstract class VectorStoreObservationConvention extends ContextTypedObservationConvention<VectorStoreObservationContext> {
  /** Vector store contexts: `supportsContext` is true for a {@link VectorStoreObservationContext}. */
  protected contextType(): typeof VectorStoreObservationContext {
    return VectorStoreObservationContext;
  }
}
