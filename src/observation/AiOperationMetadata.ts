/* Ported from Spring AI AiOperationMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../java/core/Assert.js';
import { stringHash } from '../java/core/lang/JavaObjects.js';

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
  /** The builder class, as Java's nested `AiOperationMetadata.Builder`. */
  static readonly Builder = AiOperationMetadataBuilder;

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
