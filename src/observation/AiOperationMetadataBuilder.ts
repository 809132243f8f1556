/* Ported from Spring AI AiOperationMetadata.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { AiOperationMetadata } from './AiOperationMetadata.js';

/**
 * Builds an {@link AiOperationMetadata}; also reachable as `AiOperationMetadata.Builder`.
 * Validation happens in `build()`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/AiOperationMetadata.Builder.html
 * @category Observation
 */
export class AiOperationMetadataBuilder {
  private operationTypeValue: string | undefined;
  private providerValue: string | undefined;

  /** Sets the operation type. */
  operationType(operationType: string | undefined): this {
    this.operationTypeValue = operationType;
    return this;
  }

  /** Sets the provider. */
  provider(provider: string | undefined): this {
    this.providerValue = provider;
    return this;
  }

  /** The metadata; throws `IllegalArgumentException` when a value is missing or blank. */
  build(): AiOperationMetadata {
    return new AiOperationMetadata(this.operationTypeValue, this.providerValue);
  }
}
