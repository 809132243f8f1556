/* Ported from Spring AI JsonSchemaGenerator.SchemaOption (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JavaEnumConstant } from '../../../java/core/lang/JavaEnumConstant.js';

/**
 * Options of {@link JsonSchemaGenerator}.
 *
 * Also reachable as `JsonSchemaGenerator.SchemaOption`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/schema/JsonSchemaGenerator.SchemaOption.html
 * @category Tools
 */
export class SchemaOption extends JavaEnumConstant {
  /** Leave out `"additionalProperties": false` on the root schema. */
  static readonly ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT = new SchemaOption('ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT', 0);

  /** Upper-case every `type` value (`"STRING"`), as OpenAPI-style schemas want. */
  static readonly UPPER_CASE_TYPE_VALUES = new SchemaOption('UPPER_CASE_TYPE_VALUES', 1);

  private constructor(name: string, ordinal: number) {
    super(name, ordinal);
  }

  /**
   * The constant with this name.
   *
   * @throws IllegalArgumentException when there is none
   */
  static override valueOf(name: string): SchemaOption {
    return SchemaOption.constantNamed('org.springframework.ai.util.json.schema.JsonSchemaGenerator.SchemaOption', name);
  }
}

