/* Ported from Spring AI JsonSchemaGeneratorTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { Duration, Instant, LocalDateTime } from '@js-joda/core';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { ToolContext } from '../../../src/chat/model/ToolContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { Method } from '../../../src/java/reflect/Method.js';
import type { TypeRef } from '../../../src/java/reflect/TypeRef.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { JavaType } from '../../../src/java/reflect/JavaType.js';
import { JsonClassDescription, JsonProperty, JsonPropertyDescription } from '../../../src/java/jackson/annotation/index.js';
import { Schema } from '../../../src/java/swagger/Schema.js';
import { JsonSchemaGenerator } from '../../../src/util/json/schema/JsonSchemaGenerator.js';

// TypeScript records parameter types only for decorated methods, so methods that carry no
// annotation in Java carry `@Tool()` here; Java's `int` is `@ToolParam({ type: 'int' })`.
// Jackson's annotations and Swagger's `@Schema` are the decorators of the same names; records
// are translated as rule 14 says, their components' annotations on the constructor parameters.
// `@Nullable` has no TypeScript counterpart: `@ToolParam({ required: false })`.

function expectSameIgnoringWhitespace(actual: string, expected: string): void {
  expect(actual.replace(/\s/g, '')).toBe(expected.replace(/\s/g, ''));
}

class TestData {
  @ToolParam({ type: 'int' })
  @IsInt()
  id!: number;

  @ToolParam({ description: 'The special name' })
  @IsString()
  name!: string;
}

@JsonClassDescription('Much more data')
class MoreTestData {
  constructor(
    @JavaType('int') private readonly _id: number,
    @Schema({ description: 'Even more special name' }) private readonly _name: string,
  ) {}
  id(): number { return this._id; }
  name(): string { return this._name; }
}

class TestMethods {
  @Tool()
  simpleMethod(name: string, @ToolParam({ type: 'int' }) age: number): void {
    void name;
    void age;
  }

  @Tool()
  objectParamMethod(object: object): void {
    void object;
  }

  @Tool()
  annotatedMethod(
    @ToolParam({ required: false, description: 'The username of the customer' }) username: string,
    @ToolParam({ required: true }) password: string,
  ): void {
    void username;
    void password;
  }

  @Tool()
  anotherAnnotatedMethod(username: string, @ToolParam() password: string): void {
    void username;
    void password;
  }

  @Tool()
  openApiMethod(
    @Schema({ requiredMode: 'NOT_REQUIRED', description: 'The username of the customer' }) username: string,
    @Schema({ requiredMode: 'REQUIRED' }) password: string,
  ): void {
    void username;
    void password;
  }

  @Tool()
  jacksonMethod(
    @JsonProperty() @JsonPropertyDescription('The username of the customer') username: string,
    @JsonProperty({ required: true }) password: string,
  ): void {
    void username;
    void password;
  }

  @Tool()
  nullableMethod(@ToolParam({ required: false }) username: string, password: string): void {
    void username;
    void password;
  }

  @Tool()
  complexMethod(
    @ToolParam({ type: String }) items: string[],
    data: TestData,
    moreData: MoreTestData,
  ): void {
    void items;
    void data;
    void moreData;
  }

  // java.time types are js-joda's.
  @Tool()
  timeMethod(duration: Duration, localDateTime: LocalDateTime, instant: Instant): void {
    void duration;
    void localDateTime;
    void instant;
  }

  @Tool()
  contextMethod(deliveryStatus: string, expectedDelivery: LocalDateTime, toolContext: ToolContext): void {
    void deliveryStatus;
    void expectedDelivery;
    void toolContext;
  }
}

class Person {
  @ToolParam({ type: 'int' })
  @IsInt()
  id!: number;

  @IsString()
  name!: string;

  @IsString()
  email!: string;
}

class AnnotatedPerson {
  @ToolParam({ type: 'int' })
  @IsInt()
  id!: number;

  @ToolParam()
  @IsString()
  name!: string;

  @ToolParam({ required: false, description: 'The email of the person' })
  @IsString()
  email!: string;
}

class JacksonPerson {
  constructor(
    @JsonProperty({ required: true }) @JavaType('int') private readonly _id: number,
    @JsonProperty({ required: true }) private readonly _name: string,
    @JsonProperty() private readonly _email: string,
  ) {}
  id(): number { return this._id; }
  name(): string { return this._name; }
  email(): string { return this._email; }
}

class OpenApiPerson {
  constructor(
    @Schema({ requiredMode: 'REQUIRED' }) @JavaType('int') private readonly _id: number,
    @Schema({ requiredMode: 'REQUIRED' }) private readonly _name: string,
    @Schema({ requiredMode: 'NOT_REQUIRED', description: 'The email of the person' }) private readonly _email: string,
  ) {}
  id(): number { return this._id; }
  name(): string { return this._name; }
  email(): string { return this._email; }
}

/** java.time.Month as a ported Java enum (PORTING rule 20). */
class Month {
  private static readonly all: Month[] = [];
  static readonly JANUARY = new Month('JANUARY');
  static readonly FEBRUARY = new Month('FEBRUARY');
  static readonly MARCH = new Month('MARCH');
  static readonly APRIL = new Month('APRIL');
  static readonly MAY = new Month('MAY');
  static readonly JUNE = new Month('JUNE');
  static readonly JULY = new Month('JULY');
  static readonly AUGUST = new Month('AUGUST');
  static readonly SEPTEMBER = new Month('SEPTEMBER');
  static readonly OCTOBER = new Month('OCTOBER');
  static readonly NOVEMBER = new Month('NOVEMBER');
  static readonly DECEMBER = new Month('DECEMBER');

  private constructor(private readonly constantName: string) {
    Month.all.push(this);
  }

  name(): string {
    return this.constantName;
  }

  static values(): Month[] {
    return [...Month.all];
  }
}

const PERSON_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "email": { "type": "string" },
    "id": { "type": "integer", "format": "int32" },
    "name": { "type": "string" }
  },
  "required": [ "email", "id", "name" ],
  "additionalProperties": false
}`;

const USERNAME_OPTIONAL_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "username": { "type": "string", "description": "The username of the customer" },
    "password": { "type": "string" }
  },
  "required": [ "password" ],
  "additionalProperties": false
}`;

const EMAIL_OPTIONAL_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "email": { "type": "string", "description": "The email of the person" },
    "id": { "type": "integer", "format": "int32" },
    "name": { "type": "string" }
  },
  "required": [ "id", "name" ],
  "additionalProperties": false
}`;

const JACKSON_PERSON_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "properties": {
    "email": { "type": "string" },
    "id": { "type": "integer", "format": "int32" },
    "name": { "type": "string" }
  },
  "required": [ "id", "name" ],
  "additionalProperties": false
}`;

describe('JsonSchemaGeneratorTests', () => {
  // METHODS

  test('generateSchemaForMethodWithSimpleParameters', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'simpleMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": { "name": { "type": "string" }, "age": { "type": "integer" } },
        "required": [ "name", "age" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithToolParamAnnotations', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'annotatedMethod'));
    expectSameIgnoringWhitespace(schema, USERNAME_OPTIONAL_SCHEMA);
  });

  test('generateSchemaForMethodWhenParameterRequiredByDefault', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'anotherAnnotatedMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": { "username": { "type": "string" }, "password": { "type": "string" } },
        "required": [ "username", "password" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithOpenApiSchemaAnnotations', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'openApiMethod'));
    expectSameIgnoringWhitespace(schema, USERNAME_OPTIONAL_SCHEMA);
  });

  test('generateSchemaForMethodWithObjectParam', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'objectParamMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": { "object": { } },
        "required": [ "object" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithJacksonAnnotations', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'jacksonMethod'));
    expectSameIgnoringWhitespace(schema, USERNAME_OPTIONAL_SCHEMA);
  });

  test('generateSchemaForMethodWithNullableAnnotations', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'nullableMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": { "username": { "type": "string" }, "password": { "type": "string" } },
        "required": [ "password" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithAdditionalPropertiesAllowed', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(
      Method.of(TestMethods, 'simpleMethod'),
      JsonSchemaGenerator.SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT,
    );
    expect(Object.hasOwn(JSON.parse(schema) as object, 'additionalProperties')).toBe(false);
  });

  test('generateSchemaForMethodWithUpperCaseTypes', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(
      Method.of(TestMethods, 'simpleMethod'),
      JsonSchemaGenerator.SchemaOption.UPPER_CASE_TYPE_VALUES,
    );
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "OBJECT",
        "properties": { "name": { "type": "STRING" }, "age": { "type": "INTEGER" } },
        "required": [ "name", "age" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithComplexParameters', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'complexMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
          "items": { "type": "array", "items": { "type": "string" } },
          "data": {
            "type": "object",
            "properties": {
              "id": { "type": "integer", "format": "int32" },
              "name": { "type": "string", "description": "The special name" }
            },
            "required": [ "id", "name" ]
          },
          "moreData": {
            "type": "object",
            "properties": {
              "id": { "type": "integer", "format": "int32" },
              "name": { "type": "string", "description": "Even more special name" }
            },
            "required": [ "id", "name" ],
            "description": "Much more data"
          }
        },
        "required": [ "items", "data", "moreData" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithTimeParameters', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'timeMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
          "duration": { "type": "string" },
          "localDateTime": { "type": "string" },
          "instant": { "type": "string" }
        },
        "required": [ "duration", "localDateTime", "instant" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForMethodWithToolContext', () => {
    const schema = JsonSchemaGenerator.generateForMethodInput(Method.of(TestMethods, 'contextMethod'));
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
          "deliveryStatus": { "type": "string" },
          "expectedDelivery": { "type": "string" }
        },
        "required": [ "deliveryStatus", "expectedDelivery" ],
        "additionalProperties": false
      }`,
    );
  });

  // TYPES

  test('generateSchemaForSimpleType', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(Person), PERSON_SCHEMA);
  });

  test('generateSchemaForTypeWithAdditionalPropertiesAllowed', () => {
    const schema = JsonSchemaGenerator.generateForType(
      Person,
      JsonSchemaGenerator.SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT,
    );
    expect(Object.hasOwn(JSON.parse(schema) as object, 'additionalProperties')).toBe(false);
  });

  test('generateSchemaWhenParameterRequiredByDefault', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(Person), PERSON_SCHEMA);
  });

  test('generateSchemaForTypeWithToolArgAnnotation', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(AnnotatedPerson), EMAIL_OPTIONAL_SCHEMA);
  });

  test('generateSchemaForTypeWithOpenApiAnnotation', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(OpenApiPerson), EMAIL_OPTIONAL_SCHEMA);
  });

  test('generateSchemaForTypeWithJacksonAnnotation', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(JacksonPerson), JACKSON_PERSON_SCHEMA);
  });

  test('generateSchemaForTypeWithNullableAnnotation', () => {
    expectSameIgnoringWhitespace(JsonSchemaGenerator.generateForType(JacksonPerson), JACKSON_PERSON_SCHEMA);
  });

  test('generateSchemaForTypeWithUpperCaseValues', () => {
    const schema = JsonSchemaGenerator.generateForType(Person, JsonSchemaGenerator.SchemaOption.UPPER_CASE_TYPE_VALUES);
    expectSameIgnoringWhitespace(
      schema,
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "OBJECT",
        "properties": {
          "email": { "type": "STRING" },
          "id": { "type": "INTEGER", "format": "int32" },
          "name": { "type": "STRING" }
        },
        "required": [ "email", "id", "name" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForRecord', () => {
    expectSameIgnoringWhitespace(
      JsonSchemaGenerator.generateForType(TestData),
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {
          "id": { "type": "integer", "format": "int32" },
          "name": { "type": "string", "description": "The special name" }
        },
        "required": [ "id", "name" ],
        "additionalProperties": false
      }`,
    );
  });

  test('generateSchemaForEnum', () => {
    expectSameIgnoringWhitespace(
      JsonSchemaGenerator.generateForType(Month),
      `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "string",
        "enum": [ "JANUARY", "FEBRUARY", "MARCH", "APRIL", "MAY", "JUNE", "JULY", "AUGUST",
                  "SEPTEMBER", "OCTOBER", "NOVEMBER", "DECEMBER" ],
        "additionalProperties": false
      }`,
    );
  });

  test('throwExceptionWhenTypeIsNull', () => {
    expect(() => JsonSchemaGenerator.generateForType(null as unknown as TypeRef)).toThrow(IllegalArgumentException);
    expect(() => JsonSchemaGenerator.generateForType(null as unknown as TypeRef)).toThrow('type cannot be null');
  });
});

enum Unit {
  C = 'C',
  F = 'F',
}

class Address {
  @IsString()
  city!: string;
}

class Order {
  @ToolParam({ type: Address })
  items!: Address[];

  @IsOptional()
  @IsInt()
  quantity?: number;
}

class ExtraTools {
  @Tool()
  weather(@ToolParam({ type: Unit }) unit: Unit, @ToolParam({ schema: { type: 'string', pattern: '^[A-Z]{2}$' } }) country: string): void {
    void unit;
    void country;
  }

  @Tool()
  order(order: Order, @ToolParam({ name: 'tags', type: String }) { length }: string[]): void {
    void order;
    void length;
  }
}

describe('JsonSchemaGenerator (spring-ai-ts)', () => {
  test('a TypeScript enum given with @ToolParam({ type }) becomes an enum schema', () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForMethodInput(Method.of(ExtraTools, 'weather'))) as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties['unit']).toEqual({ type: 'string', enum: ['C', 'F'] });
  });

  test('an explicit @ToolParam({ schema }) replaces the generated schema', () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForMethodInput(Method.of(ExtraTools, 'weather'))) as {
      properties: Record<string, unknown>;
    };
    expect(schema.properties['country']).toEqual({ type: 'string', pattern: '^[A-Z]{2}$' });
  });

  test('arrays of classes, optional properties and destructured parameters with an explicit name', () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForMethodInput(Method.of(ExtraTools, 'order'))) as unknown;
    expect(schema).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        order: {
          type: 'object',
          properties: {
            items: {
              type: 'array',
              items: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
            },
            quantity: { type: 'integer' },
          },
          required: ['items'],
        },
        tags: { type: 'array', items: { type: 'string' } },
      },
      required: ['order', 'tags'],
      additionalProperties: false,
    });
  });

  test('a destructured parameter without a name is a clear error', () => {
    class Bad {
      @Tool()
      bad({ a }: { a: string }): void {
        void a;
      }
    }
    expect(() => JsonSchemaGenerator.generateForMethodInput(Method.of(Bad, 'bad'))).toThrow(
      "Parameter 0 of Bad.bad is a destructured parameter and has no name at run time: give it one with @ToolParam({ name: '…' })",
    );
  });
});
