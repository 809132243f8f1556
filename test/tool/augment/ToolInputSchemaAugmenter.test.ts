/* Ported from Spring AI ToolInputSchemaAugmenterTest (v1.1.8). spring-ai-ts, Apache-2.0. */
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsInt, IsString } from 'class-validator';
import { RuntimeException } from '../../../src/java/core/RuntimeException.js';
import { ToolParam } from '../../../src/tool/annotation/ToolParam.js';
import { AugmentedArgumentType } from '../../../src/tool/augment/AugmentedArgumentType.js';
import { ToolInputSchemaAugmenter } from '../../../src/tool/augment/ToolInputSchemaAugmenter.js';

// Java records become classes whose properties carry @ToolParam or class-validator decorators;
// Java's `int` is `@ToolParam({ type: 'int' })`.

class SimpleRecord {
  @ToolParam({ description: 'A simple string field', required: true })
  name!: string;

  @ToolParam({ description: 'A simple integer field', required: false, type: 'int' })
  age!: number;
}

class NestedRecord {
  @ToolParam({ description: 'Nested field', required: true })
  value!: string;
}

class ComplexRecord {
  @ToolParam({ description: 'List of strings', required: true, type: String })
  items!: string[];

  @ToolParam({ description: 'Nested object', required: false })
  @Type(() => NestedRecord)
  nested!: NestedRecord;
}

class RecordWithoutAnnotations {
  @IsString()
  field1!: string;

  @IsInt()
  field2!: number;
}

class MixedAnnotationsRecord {
  @ToolParam({ description: 'Annotated field', required: true })
  annotated!: string;

  @IsString()
  notAnnotated!: string;
}

type SchemaNode = {
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  [key: string]: unknown;
};

const parse = (json: string): SchemaNode => JSON.parse(json) as SchemaNode;

const find = (types: AugmentedArgumentType[], name: string): AugmentedArgumentType => {
  const found = types.find((type) => type.name() === name);
  if (found === undefined) throw new Error(`no argument ${name}`);
  return found;
};

const baseSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Test Schema",
  "type": "object",
  "properties": { "existingField": { "type": "string", "description": "An existing field" } },
  "required": ["existingField"]
}`;

describe('ToolInputSchemaAugmenterTest', () => {
  describe('AugmentedArgumentTypeTests', () => {
    test('shouldCreateAugmentedArgumentType', () => {
      const argType = new AugmentedArgumentType('testName', String, 'Test description', true);
      expect(argType.name()).toBe('testName');
      expect(argType.type()).toBe(String);
      expect(argType.description()).toBe('Test description');
      expect(argType.required()).toBe(true);
    });

    test('shouldHandleOptionalParameters', () => {
      const argType = new ToolInputSchemaAugmenter.AugmentedArgumentType('optionalField', Number, undefined, false);
      expect(argType.name()).toBe('optionalField');
      expect(argType.type()).toBe(Number);
      expect(argType.description()).toBeUndefined();
      expect(argType.required()).toBe(false);
    });
  });

  describe('ToAugmentedArgumentTypesTests', () => {
    test('shouldExtractArgumentTypesFromSimpleRecord', () => {
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(SimpleRecord);
      expect(argumentTypes).toHaveLength(2);
      const nameArg = find(argumentTypes, 'name');
      expect(nameArg.description()).toBe('A simple string field');
      expect(nameArg.required()).toBe(true);
      expect(nameArg.type()).toBe(String);
      const ageArg = find(argumentTypes, 'age');
      expect(ageArg.description()).toBe('A simple integer field');
      expect(ageArg.required()).toBe(false);
      expect(ageArg.type()).toBe('int');
    });

    test('shouldExtractArgumentTypesFromComplexRecord', () => {
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(ComplexRecord);
      expect(argumentTypes).toHaveLength(2);
      const itemsArg = find(argumentTypes, 'items');
      expect(itemsArg.description()).toBe('List of strings');
      expect(itemsArg.required()).toBe(true);
      const nestedArg = find(argumentTypes, 'nested');
      expect(nestedArg.description()).toBe('Nested object');
      expect(nestedArg.required()).toBe(false);
    });

    test('shouldHandleRecordWithoutAnnotations', () => {
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(RecordWithoutAnnotations);
      expect(argumentTypes).toHaveLength(2);
      for (const argType of argumentTypes) {
        expect(argType.description()).toBe('no description');
        expect(argType.required()).toBe(false);
      }
    });

    test('shouldHandleMixedAnnotationsRecord', () => {
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(MixedAnnotationsRecord);
      expect(argumentTypes).toHaveLength(2);
      const annotatedArg = find(argumentTypes, 'annotated');
      expect(annotatedArg.description()).toBe('Annotated field');
      expect(annotatedArg.required()).toBe(true);
      const notAnnotatedArg = find(argumentTypes, 'notAnnotated');
      expect(notAnnotatedArg.description()).toBe('no description');
      expect(notAnnotatedArg.required()).toBe(false);
    });

    test('shouldThrowExceptionForNonRecordClass', () => {
      expect(() => ToolInputSchemaAugmenter.toAugmentedArgumentTypes(String)).toThrow(RuntimeException);
    });
  });

  describe('AugmentToolInputSchemaTests', () => {
    test('shouldAugmentSchemaWithSingleProperty', () => {
      const schemaNode = parse(
        ToolInputSchemaAugmenter.augmentToolInputSchema(baseSchema, 'newField', String, 'A new field', true),
      );
      expect(schemaNode.properties['newField']?.['description']).toBe('A new field');
      expect(schemaNode.required).toContain('newField');
      expect(schemaNode.properties).toHaveProperty('existingField');
    });

    test('shouldAugmentSchemaWithMultipleProperties', () => {
      const argumentTypes = [
        new AugmentedArgumentType('field1', String, 'First field', true),
        new AugmentedArgumentType('field2', Number, 'Second field', false),
      ];
      const schemaNode = parse(ToolInputSchemaAugmenter.augmentToolInputSchema(baseSchema, argumentTypes));
      expect(schemaNode.properties['field1']?.['description']).toBe('First field');
      expect(schemaNode.properties['field2']?.['description']).toBe('Second field');
      expect(schemaNode.required).toContain('field1');
      expect(schemaNode.required).not.toContain('field2');
    });

    test('shouldHandleSchemaWithoutExistingProperties', () => {
      const minimalSchema = `{
        "$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Minimal Schema", "type": "object"
      }`;
      const schemaNode = parse(
        ToolInputSchemaAugmenter.augmentToolInputSchema(minimalSchema, 'newField', String, 'A new field', true),
      );
      expect(schemaNode.properties).toHaveProperty('newField');
      expect(schemaNode.required).toEqual(['newField']);
    });

    test('shouldHandleSchemaWithoutExistingRequiredArray', () => {
      const schemaWithoutRequired = `{
        "$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Test Schema", "type": "object",
        "properties": { "existingField": { "type": "string" } }
      }`;
      const schemaNode = parse(
        ToolInputSchemaAugmenter.augmentToolInputSchema(schemaWithoutRequired, 'newField', String, 'A new field', true),
      );
      expect(schemaNode.required).toEqual(['newField']);
    });

    test('shouldHandleEmptyDescription', () => {
      const schemaNode = parse(ToolInputSchemaAugmenter.augmentToolInputSchema(baseSchema, 'newField', String, '', false));
      expect(schemaNode.properties['newField']).not.toHaveProperty('description');
    });

    test('shouldHandleNullDescription', () => {
      const schemaNode = parse(
        ToolInputSchemaAugmenter.augmentToolInputSchema(baseSchema, 'newField', String, undefined, false),
      );
      expect(schemaNode.properties['newField']).not.toHaveProperty('description');
    });

    test('shouldThrowExceptionForInvalidJsonSchema', () => {
      expect(() =>
        ToolInputSchemaAugmenter.augmentToolInputSchema('{ invalid json }', 'newField', String, 'description', false),
      ).toThrow(RuntimeException);
    });

    test('shouldAugmentSchemaUsingRecordClass', () => {
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(SimpleRecord);
      const schemaNode = parse(ToolInputSchemaAugmenter.augmentToolInputSchema(baseSchema, argumentTypes));
      expect(schemaNode.properties['name']?.['description']).toBe('A simple string field');
      expect(schemaNode.properties['age']?.['description']).toBe('A simple integer field');
      expect(schemaNode.required).toContain('name');
      expect(schemaNode.required).not.toContain('age');
    });
  });

  describe('IntegrationTests', () => {
    test('shouldHandleCompleteWorkflow', () => {
      const originalSchema = `{
        "type": "object",
        "properties": { "productId": { "type": "integer", "description": "Product identifier" } },
        "required": ["productId"]
      }`;
      const argumentTypes = ToolInputSchemaAugmenter.toAugmentedArgumentTypes(SimpleRecord);
      const schemaNode = parse(ToolInputSchemaAugmenter.augmentToolInputSchema(originalSchema, argumentTypes));
      expect(Object.keys(schemaNode.properties)).toEqual(expect.arrayContaining(['productId', 'name', 'age']));
      expect(schemaNode.required).toEqual(expect.arrayContaining(['productId', 'name']));
    });

    test('shouldPreserveSchemaStructureAndMetadata', () => {
      const complexSchema = `{
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://example.com/product.schema.json",
        "title": "Product Schema",
        "description": "A product from catalog",
        "type": "object",
        "properties": { "productId": { "type": "integer", "description": "Product identifier", "minimum": 1 } },
        "required": ["productId"],
        "additionalProperties": false
      }`;
      const schemaNode = parse(
        ToolInputSchemaAugmenter.augmentToolInputSchema(complexSchema, 'newField', String, 'New field', false),
      );
      expect(schemaNode['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schemaNode['$id']).toBe('https://example.com/product.schema.json');
      expect(schemaNode['title']).toBe('Product Schema');
      expect(schemaNode['description']).toBe('A product from catalog');
      expect(schemaNode['type']).toBe('object');
      expect(schemaNode['additionalProperties']).toBe(false);
      expect(schemaNode.properties['productId']?.['minimum']).toBe(1);
      expect(schemaNode.properties).toHaveProperty('newField');
    });
  });
});

describe('ToolInputSchemaAugmenter (spring-ai-ts)', () => {
  test('class properties keep their element types and nested classes in the schema', () => {
    const schemaNode = parse(
      ToolInputSchemaAugmenter.augmentToolInputSchema(
        '{"type":"object","properties":{}}',
        ToolInputSchemaAugmenter.toAugmentedArgumentTypes(ComplexRecord),
      ),
    );
    expect(schemaNode.properties['items']).toEqual({
      type: 'array',
      items: { type: 'string' },
      description: 'List of strings',
    });
    expect(schemaNode.properties['nested']).toEqual({
      type: 'object',
      properties: { value: { type: 'string', description: 'Nested field' } },
      required: ['value'],
      description: 'Nested object',
    });
  });
});
