/* Ported from Spring AI JsonSchemaGenerator.SchemaOption (v1.1.8). spring-ai-ts, Apache-2.0. */
import { enumValueOf } from '../../../core/lang/JavaEnums.js';

/**
 * Options of {@link JsonSchemaGenerator}.
 *
 * Also reachable as `JsonSchemaGenerator.SchemaOption`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/schema/JsonSchemaGenerator.SchemaOption.html
 * @category Tools
 */
export class SchemaOption {
  /** Leave out `"additionalProperties": false` on the root schema. */
  static readonly ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT = new SchemaOption('ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT', 0);

  /** Upper-case every `type` value (`"STRING"`), as OpenAPI-style schemas want. */
  static readonly UPPER_CASE_TYPE_VALUES = new SchemaOption('UPPER_CASE_TYPE_VALUES', 1);

  private constructor(
    private readonly constantName: string,
    private readonly position: number,
  ) {}

  /** The constant's name. */
  name(): string {
    return this.constantName;
  }

  /** The constant's position in declaration order. */
  ordinal(): number {
    return this.position;
  }

  /** The constant's name. */
  toString(): string {
    return this.constantName;
  }

  /** All constants, in declaration order. */
  static values(): SchemaOption[] {
    return [SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT, SchemaOption.UPPER_CASE_TYPE_VALUES];
  }

  /**
   * The constant with this name.
   *
   * @throws IllegalArgumentException when there is none
   */
  static valueOf(name: string): SchemaOption {
    return enumValueOf(SchemaOption.values(), 'org.springframework.ai.util.json.schema.JsonSchemaGenerator.SchemaOption', name);
  }
}

