/* spring-ai-ts, Apache-2.0. Jackson's annotation stand-ins and Swagger's @Schema: where the schema generators, JSON reading and writing honour them. */
import 'reflect-metadata';
import { BeanOutputConverter } from '../../../src/converter/BeanOutputConverter.js';
import { JsonAlias, JsonClassDescription, JsonIgnore, JsonInclude, JsonProperty, JsonPropertyDescription, JsonPropertyOrder } from '../../../src/java/jackson/annotation/index.js';
import { JavaType } from '../../../src/java/reflect/JavaType.js';
import { Method } from '../../../src/java/reflect/Method.js';
import { Schema } from '../../../src/java/swagger/Schema.js';
import { Tool } from '../../../src/tool/annotation/Tool.js';
import { MethodToolCallbackProvider } from '../../../src/tool/method/MethodToolCallbackProvider.js';
import { JsonParser } from '../../../src/util/json/JsonParser.js';
import { JsonSchemaGenerator } from '../../../src/util/json/schema/JsonSchemaGenerator.js';

@JsonClassDescription('A parcel')
@JsonPropertyOrder(['zeta'])
class JkParcel {
  constructor(
    private readonly _beta: string,
    @JsonProperty('zeta') private readonly _alpha: string,
    @JsonAlias(['postcode', 'zip']) private readonly _postalCode: string,
    @JsonIgnore() private readonly _secret: string | null,
    @Schema({ description: 'Courier notes', requiredMode: 'NOT_REQUIRED' }) private readonly _notes: string,
    @JsonPropertyDescription('Weight in kg') @JavaType('double') private readonly _weight: number,
  ) {}
  beta(): string { return this._beta; }
  alpha(): string { return this._alpha; }
  postalCode(): string { return this._postalCode; }
  secret(): string | null { return this._secret; }
  notes(): string { return this._notes; }
  weight(): number { return this._weight; }
}

class JkTools {
  @Tool({ description: 'Ship' })
  ship(parcel: JkParcel, @JsonProperty('code') code: string, @Schema({ description: 'Fast?' }) express: boolean): string {
    return [parcel.alpha(), parcel.postalCode(), String(parcel.secret()), String(code), String(express)].join('/');
  }
}

type ObjectSchema = { properties: Record<string, Record<string, unknown>>; required?: string[]; description?: string };

describe('Jackson annotations', () => {
  test('tool schema: JSON names, alphabetical order (@JsonPropertyOrder is not applied), ignore, descriptions, required', () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForType(JkParcel)) as ObjectSchema;
    // Spring's tool generator has Jackson's module without RESPECT_JSONPROPERTY_ORDER.
    expect(Object.keys(schema.properties)).toEqual(['beta', 'notes', 'postalCode', 'weight', 'zeta']);
    expect(schema.description).toBe('A parcel');
    expect(schema.properties['notes']).toEqual({ type: 'string', description: 'Courier notes' });
    expect(schema.properties['weight']).toEqual({ type: 'number', format: 'double', description: 'Weight in kg' });
    // @JsonProperty without required: true and @Schema(NOT_REQUIRED) make a property optional in Spring's tool schemas.
    expect(schema.required).toEqual(['beta', 'postalCode', 'weight']);
  });

  test('BeanOutputConverter: every property required, @Schema ignored as Spring\'s generator has no Swagger module', () => {
    const schema = JSON.parse(new BeanOutputConverter(JkParcel).getJsonSchema()) as ObjectSchema;
    expect(schema.required).toEqual(['zeta', 'beta', 'postalCode', 'notes', 'weight']);
    expect(schema.properties['notes']).toEqual({ type: 'string' });
    expect(schema.description).toBe('A parcel');
  });

  test('reading: JSON name, then aliases; an ignored component is null; writing uses the JSON names', () => {
    const parcel = new BeanOutputConverter(JkParcel).convert(
      '{"zeta": "z", "beta": "b", "zip": "LS1", "secret": "s", "notes": "n", "weight": 2}',
    );
    expect(parcel.alpha()).toBe('z');
    expect(parcel.postalCode()).toBe('LS1');
    expect(parcel.secret()).toBeNull();
    expect(JSON.parse(JsonParser.toJson(parcel))).toEqual({ beta: 'b', zeta: 'z', postalCode: 'LS1', notes: 'n', weight: 2 });
  });

  test('tool method parameters: @JsonProperty alone makes one optional, @Schema describes one; arguments read by alias', async () => {
    const schema = JSON.parse(JsonSchemaGenerator.generateForMethodInput(Method.of(JkTools, 'ship'))) as ObjectSchema;
    expect(schema.required).toEqual(['parcel', 'express']);
    expect(schema.properties['express']).toEqual({ type: 'boolean', description: 'Fast?' });
    expect(schema.properties['parcel']!['description']).toBe('A parcel');
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new JkTools()).build().getToolCallbacks();
    await expect(
      callback!.call('{"parcel": {"zeta": "z", "beta": "b", "postcode": "LS1", "secret": "s", "weight": 1.5}, "express": true}'),
    ).resolves.toBe('"z/LS1/null/undefined/true"');
  });

  test('@JsonProperty with a name takes the name or the attributes', () => {
    class JkNamed {
      constructor(@JsonProperty({ value: 'full_name', required: true }) private readonly _name: string, @JsonProperty() private readonly _age: string) {}
      name(): string { return this._name; }
      age(): string { return this._age; }
    }
    const schema = JSON.parse(JsonSchemaGenerator.generateForType(JkNamed)) as ObjectSchema;
    expect(Object.keys(schema.properties)).toEqual(['age', 'full_name']);
    expect(schema.required).toEqual(['full_name']);
  });

  test('@JsonInclude: NON_NULL on the class, NON_EMPTY and ALWAYS on components, when a tool result is written', async () => {
    @JsonInclude('NON_NULL')
    class JkQuote {
      constructor(
        private readonly _summary: string | null,
        @JsonInclude('NON_EMPTY') private readonly _tags: string[],
        @JsonInclude('ALWAYS') private readonly _discount: string | null,
        private readonly _note: string | null,
      ) {}
      summary(): string | null { return this._summary; }
      tags(): string[] { return this._tags; }
      discount(): string | null { return this._discount; }
      note(): string | null { return this._note; }
    }
    class JkQuoteTools {
      @Tool({ description: 'Quote' })
      quote(): JkQuote {
        return new JkQuote('ok', [], null, null);
      }
    }
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new JkQuoteTools()).build().getToolCallbacks();
    await expect(callback!.call('{}')).resolves.toBe('{"summary":"ok","discount":null}');
    expect(JsonParser.toJson(new JkQuote(null, ['a'], null, 'n'))).toBe('{"tags":["a"],"discount":null,"note":"n"}');
  });
});
