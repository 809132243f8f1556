/* Ported from Spring AI JsonSchemaUtilsTests (v1.1.8). spring-ai-ts, Apache-2.0. */
import { JsonSchemaUtils } from '../../../../src/util/json/schema/JsonSchemaUtils.js';

const toMap = (json: string): Record<string, unknown> => JSON.parse(json) as Record<string, unknown>;

describe('JsonSchemaUtilsTests', () => {
  test('testEnsureValidInputSchemaAddsPropertiesField', () => {
    const schemaMap = toMap(JsonSchemaUtils.ensureValidInputSchema('{"type":"object","additionalProperties":false}'));
    expect(schemaMap['type']).toBe('object');
    expect(schemaMap).toHaveProperty('properties');
    expect(schemaMap['properties']).toEqual({});
  });

  test('testEnsureValidInputSchemaAddsTypeAndPropertiesFields', () => {
    const schemaMap = toMap(JsonSchemaUtils.ensureValidInputSchema('{"additionalProperties":false}'));
    expect(schemaMap['type']).toBe('object');
    expect(typeof schemaMap['properties']).toBe('object');
    expect(schemaMap['additionalProperties']).toBe(false);
  });

  test('testEnsureValidInputSchemaWithEmptySchema', () => {
    const schemaMap = toMap(JsonSchemaUtils.ensureValidInputSchema('{}'));
    expect(schemaMap['type']).toBe('object');
    expect(schemaMap['properties']).toEqual({});
  });

  test('testEnsureValidInputSchemaPreservesExistingProperties', () => {
    const schemaMap = toMap(
      JsonSchemaUtils.ensureValidInputSchema('{"type":"object","properties":{"cityName":{"type":"string"}}}'),
    );
    expect(schemaMap['type']).toBe('object');
    expect(schemaMap['properties']).toEqual({ cityName: { type: 'string' } });
  });

  test('testEnsureValidInputSchemaWithNonObjectType', () => {
    const schemaMap = toMap(JsonSchemaUtils.ensureValidInputSchema('{"type":"string"}'));
    expect(schemaMap['type']).toBe('string');
    expect(schemaMap).not.toHaveProperty('properties');
  });

  test('testEnsureValidInputSchemaWithNullInput', () => {
    expect(JsonSchemaUtils.ensureValidInputSchema(undefined)).toBeUndefined();
  });

  test('testEnsureValidInputSchemaWithBlankInput', () => {
    expect(JsonSchemaUtils.ensureValidInputSchema('')).toBe('');
  });
});
