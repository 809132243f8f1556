/* Ported from Spring AI ResponseFormat (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash } from '../../../java/core/lang/JavaObjects.js';
import { ResponseFormatJsonSchema } from './ResponseFormatJsonSchema.js';
import { ResponseFormatType } from './ResponseFormatType.js';

/**
 * Fluent construction of a {@link ResponseFormat} (`ResponseFormat.Builder`).
 *
 * @category Models/OpenAI
 */
export class ResponseFormatBuilder {
  private formatType: ResponseFormatType | undefined;
  private schema: ResponseFormatJsonSchema | undefined;

  /** The format type. */
  type(type: ResponseFormatType | undefined): this {
    this.formatType = type;
    return this;
  }

  /** The JSON schema, as a schema record or as a JSON string (name `custom_schema`, strict). */
  jsonSchema(jsonSchema: ResponseFormatJsonSchema | string | undefined): this {
    this.schema = typeof jsonSchema === 'string' ? ResponseFormatJsonSchema.builder().schema(jsonSchema).build() : jsonSchema;
    return this;
  }

  /** The response format. */
  build(): ResponseFormat {
    return ResponseFormat._of(this.formatType, this.schema);
  }
}

/**
 * The format the model must answer in (`response_format`): text, any JSON object, or JSON
 * following a schema (structured output).
 *
 * @example
 * ```ts
 * const format = ResponseFormat.builder().type(ResponseFormat.Type.JSON_SCHEMA).jsonSchema(schemaJson).build();
 * ```
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/ResponseFormat.html
 * @category Models/OpenAI
 */
export class ResponseFormat {
  /** Java's nested enum `ResponseFormat.Type`. */
  static readonly Type = ResponseFormatType;
  /** Java's nested class `ResponseFormat.JsonSchema`. */
  static readonly JsonSchema = ResponseFormatJsonSchema;
  /** Java's nested class `ResponseFormat.Builder`. */
  static readonly Builder = ResponseFormatBuilder;

  private type: ResponseFormatType | undefined;
  private jsonSchema: ResponseFormatJsonSchema | undefined;
  private schema: string | undefined;

  /** An empty format. */
  constructor();
  /** A format of `type` with the schema given as a JSON string (name `custom_schema`, strict), when it has text. */
  constructor(type: ResponseFormatType | undefined, schema: string | undefined);
  constructor(type?: ResponseFormatType, schema?: string) {
    this.type = type ?? undefined;
    this.jsonSchema =
      typeof schema === 'string' && schema.trim() !== '' ? ResponseFormatJsonSchema.builder().schema(schema).strict(true).build() : undefined;
  }

  /** @internal */
  static _of(type: ResponseFormatType | undefined, jsonSchema: ResponseFormatJsonSchema | undefined): ResponseFormat {
    const format = new ResponseFormat();
    format.type = type ?? undefined;
    format.jsonSchema = jsonSchema ?? undefined;
    return format;
  }

  /** A builder. */
  static builder(): ResponseFormatBuilder {
    return new ResponseFormatBuilder();
  }

  /** The format type. */
  getType(): ResponseFormatType | undefined {
    return this.type;
  }

  /** Sets the format type. */
  setType(type: ResponseFormatType | undefined): void {
    this.type = type ?? undefined;
  }

  /** The JSON schema. */
  getJsonSchema(): ResponseFormatJsonSchema | undefined {
    return this.jsonSchema;
  }

  /** Sets the JSON schema. */
  setJsonSchema(jsonSchema: ResponseFormatJsonSchema | undefined): void {
    this.jsonSchema = jsonSchema ?? undefined;
  }

  /** The schema string last given to {@link ResponseFormat.setSchema} (not sent). */
  getSchema(): string | undefined {
    return this.schema;
  }

  /** Sets the JSON schema from a JSON string (name `custom_schema`, strict). */
  setSchema(schema: string | undefined): void {
    this.schema = schema ?? undefined;
    if (schema !== undefined && schema !== null) this.jsonSchema = ResponseFormatJsonSchema.builder().schema(schema).strict(true).build();
  }

  /** Equal to a format with equal type and schema. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    return other instanceof ResponseFormat && other.constructor === this.constructor && this.type === other.type && objectsEquals(this.jsonSchema, other.jsonSchema);
  }

  /** A hash over type and schema. */
  hashCode(): number {
    return objectsHash(this.type, this.jsonSchema);
  }

  /** `ResponseFormat{type=…, jsonSchema=…}`. */
  toString(): string {
    return `ResponseFormat{type=${this.type?.name() ?? 'null'}, jsonSchema=${this.jsonSchema === undefined ? 'null' : JSON.stringify(this.jsonSchema)}}`;
  }

  /** The JSON body. */
  toJSON(): Record<string, unknown> {
    return { type: this.type, json_schema: this.jsonSchema };
  }
}

/** Type-level view of the nested Java types of {@link ResponseFormat}. */
export declare namespace ResponseFormat {
  /** Java's `ResponseFormat.Type`. */
  type Type = ResponseFormatType;
  /** Java's `ResponseFormat.JsonSchema`. */
  type JsonSchema = ResponseFormatJsonSchema;
  /** Java's `ResponseFormat.Builder`. */
  type Builder = ResponseFormatBuilder;
}
