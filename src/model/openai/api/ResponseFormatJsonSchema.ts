/* Ported from Spring AI ResponseFormat.JsonSchema (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash, toMap } from '../../../java/core/lang/JavaObjects.js';

/**
 * Fluent construction of a {@link ResponseFormatJsonSchema}: name `custom_schema` and strict
 * unless set (`ResponseFormat.JsonSchema.Builder`).
 *
 * @category Models/OpenAI
 */
export class ResponseFormatJsonSchemaBuilder {
  private schemaName: string | undefined = 'custom_schema';
  private schemaValue: Record<string, unknown> | undefined;
  private strictValue: boolean | undefined = true;

  /** The schema name. */
  name(name: string | undefined): this {
    this.schemaName = name;
    return this;
  }

  /** The schema, as a JSON string or an object (or `Map`). */
  schema(schema: string | ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined): this {
    this.schemaValue =
      schema === undefined || schema === null
        ? undefined
        : typeof schema === 'string'
          ? (JSON.parse(schema) as Record<string, unknown>)
          : schema instanceof Map
            ? Object.fromEntries(toMap(schema))
            : { ...(schema as Record<string, unknown>) };
    return this;
  }

  /** Whether the model must follow the schema exactly. */
  strict(strict: boolean | undefined): this {
    this.strictValue = strict;
    return this;
  }

  /** The schema. */
  build(): ResponseFormatJsonSchema {
    return ResponseFormatJsonSchema._of(this.schemaName, this.schemaValue, this.strictValue);
  }
}

/**
 * The JSON schema of a `json_schema` response format (`ResponseFormat.JsonSchema`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/ResponseFormat.JsonSchema.html
 * @category Models/OpenAI
 */
export class ResponseFormatJsonSchema {
  /** Java's nested `JsonSchema.Builder`. */
  static readonly Builder = ResponseFormatJsonSchemaBuilder;

  private name: string | undefined;
  private schema: Record<string, unknown> | undefined;
  private strict: boolean | undefined;

  /** An empty schema. */
  constructor() {}

  /** @internal */
  static _of(name: string | undefined, schema: Record<string, unknown> | undefined, strict: boolean | undefined): ResponseFormatJsonSchema {
    const jsonSchema = new ResponseFormatJsonSchema();
    jsonSchema.name = name ?? undefined;
    jsonSchema.schema = schema ?? undefined;
    jsonSchema.strict = strict ?? undefined;
    return jsonSchema;
  }

  /** A builder. */
  static builder(): ResponseFormatJsonSchemaBuilder {
    return new ResponseFormatJsonSchemaBuilder();
  }

  /** The schema name. */
  getName(): string | undefined {
    return this.name;
  }

  /** The schema. */
  getSchema(): Record<string, unknown> | undefined {
    return this.schema;
  }

  /** Whether the model must follow the schema exactly. */
  getStrict(): boolean | undefined {
    return this.strict;
  }

  /** Equal to a schema with equal fields. */
  equals(other: unknown): boolean {
    return (
      other instanceof ResponseFormatJsonSchema &&
      objectsEquals(this.name, other.name) &&
      objectsEquals(this.schema, other.schema) &&
      objectsEquals(this.strict, other.strict)
    );
  }

  /** A hash over the fields. */
  hashCode(): number {
    return objectsHash(this.name, this.schema, this.strict);
  }

  /** The JSON body. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, schema: this.schema, strict: this.strict };
  }
}
