/* Ported from Spring AI StructuredOutputValidationAdvisor.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalArgumentException } from '../../../core/IllegalArgumentException.js';
import { Ordered } from '../../../core/Ordered.js';
import type { TypeRef } from '../../../reflect/TypeRef.js';
import { JsonSchemaGenerator } from '../../../util/json/schema/JsonSchemaGenerator.js';
import type { StructuredOutputValidationAdvisor } from './StructuredOutputValidationAdvisor.js';

/** What the builder hands to the advisor's constructor. @internal */
export type StructuredOutputValidationAdvisorFactory = (
  advisorOrder: number,
  jsonSchemaText: string,
  maxRepeatAttempts: number,
  streamingEnabled: boolean,
) => StructuredOutputValidationAdvisor;

/**
 * Builds a {@link StructuredOutputValidationAdvisor}; reachable as
 * `StructuredOutputValidationAdvisor.Builder`. Defaults: order `LOWEST_PRECEDENCE - 2000`,
 * 3 repeat attempts, streaming validated.
 *
 * @remarks
 * `outputType` takes a class (class-validator-decorated), a built-in constructor or a
 * {@link TypeRef}; Java's `TypeRef`/`TypeReference`/`ParameterizedTypeReference` overloads have
 * no counterpart (PORTING rule 20): use `outputJsonSchema` for generic types such as lists.
 * `outputJsonSchema` (from Spring AI 2.0) and `streamingEnabled` are additions; Jackson's
 * `objectMapper(...)` is not offered.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/StructuredOutputValidationAdvisor.Builder.html
 * @category Advisors
 */
export class StructuredOutputValidationAdvisorBuilder {
  private order: number = Ordered.LOWEST_PRECEDENCE - 2000;
  private type: TypeRef | undefined;
  private jsonSchema: string | undefined;
  private repeatAttempts = 3;
  private streaming = true;

  /** @internal Use {@link StructuredOutputValidationAdvisor.builder}. */
  constructor(private readonly factory: StructuredOutputValidationAdvisorFactory) {}

  /** The advisor's order (exclusive bounds `HIGHEST_PRECEDENCE` … `LOWEST_PRECEDENCE`). */
  advisorOrder(advisorOrder: number): this {
    this.order = advisorOrder;
    return this;
  }

  /** The type whose JSON schema the output must match (generated with `JsonSchemaGenerator.generateForType`). */
  outputType(outputType: TypeRef): this {
    this.type = outputType;
    return this;
  }

  /**
   * The JSON schema the output must match, as text or as an object (an addition from Spring
   * AI 2.0).
   */
  outputJsonSchema(outputJsonSchema: string | Readonly<Record<string, unknown>>): this {
    this.jsonSchema = typeof outputJsonSchema === 'string' ? outputJsonSchema : JSON.stringify(outputJsonSchema);
    return this;
  }

  /** How many times an invalid output is sent back for another try (default 3; 0 = never). */
  maxRepeatAttempts(repeatAttempts: number): this {
    this.repeatAttempts = repeatAttempts;
    return this;
  }

  /**
   * Whether `adviseStream` validates (buffer, validate, emit or retry; the default) or fails
   * with `UnsupportedOperationException` as Spring AI 1.1.8 does (`false`). An addition.
   */
  streamingEnabled(streamingEnabled: boolean): this {
    this.streaming = streamingEnabled;
    return this;
  }

  /**
   * Builds the advisor.
   * @throws IllegalArgumentException `"outputType must be set"`,
   *   `"Only outputType or outputJsonSchema can be set, not both."`,
   *   `"advisorOrder must be between HIGHEST_PRECEDENCE and LOWEST_PRECEDENCE"`,
   *   `"repeatAttempts must be greater than or equal to 0"`, `"Failed to parse JSON schema"`
   */
  build(): StructuredOutputValidationAdvisor {
    const hasType = this.type !== undefined && this.type !== null;
    if (hasType && this.jsonSchema !== undefined) {
      throw new IllegalArgumentException('Only outputType or outputJsonSchema can be set, not both.');
    }
    if (!hasType && this.jsonSchema === undefined) throw new IllegalArgumentException('outputType must be set');
    const jsonSchemaText = this.jsonSchema ?? JsonSchemaGenerator.generateForType(this.type as TypeRef);
    return this.factory(this.order, jsonSchemaText, this.repeatAttempts, this.streaming);
  }
}
