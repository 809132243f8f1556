/* Ported from Spring AI AiOperationMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../core/Assert.js';
import { stringHash } from '../core/lang/JavaObjects.js';
// The builder uses this class only inside `build()`, and `Builder` below is a getter, so the
// import cycle is safe in either load order.
import { AiOperationMetadataBuilder } from './AiOperationMetadataBuilder.js';

/**
 * What an AI operation is (`operationType`, ideally an `AiOperationType` value) and who provides
 * the model (`provider`, ideally an `AiProvider` value); model observation contexts carry it.
 *
 * Both values must have text: the constructor throws `IllegalArgumentException`
 * (`"operationType cannot be null or empty"`, `"provider cannot be null or empty"`) otherwise.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/observation/AiOperationMetadata.html
 * @category Observation
 */
export class AiOperationMetadata {
  /**
   * Java's nested `AiOperationMetadata.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof AiOperationMetadataBuilder {
    return AiOperationMetadataBuilder;
  }

  private readonly _operationType: string;
  private readonly _provider: string;

  /** Creates the metadata; both values must have text. */
  constructor(operationType: string | undefined, provider: string | undefined) {
    Assert.hasText(operationType, 'operationType cannot be null or empty');
    Assert.hasText(provider, 'provider cannot be null or empty');
    this._operationType = operationType;
    this._provider = provider;
  }

  /** A new, empty builder. */
  static builder(): AiOperationMetadataBuilder {
    return new AiOperationMetadataBuilder();
  }

  /** The type of operation, for example `chat`. */
  operationType(): string {
    return this._operationType;
  }

  /** The provider of the model, for example `openai`. */
  provider(): string {
    return this._provider;
  }

  /** Record equality: same operation type and provider. */
  equals(other: unknown): boolean {
    return (
      other instanceof AiOperationMetadata &&
      other.operationType() === this._operationType &&
      other.provider() === this._provider
    );
  }

  /** Record hash code, combined from both components as Java does. */
  hashCode(): number {
    return (Math.imul(31, stringHash(this._operationType)) + stringHash(this._provider)) | 0;
  }

  /** `AiOperationMetadata[operationType=…, provider=…]`, as a Java record prints. */
  toString(): string {
    return `AiOperationMetadata[operationType=${this._operationType}, provider=${this._provider}]`;
  }
}

/**
 * Type-level view of the nested Java types of {@link AiOperationMetadata}.
 *
 * @category Observation
 */
export declare namespace AiOperationMetadata {
  /** Java's `AiOperationMetadata.Builder`. */
  type Builder = AiOperationMetadataBuilder;
}
