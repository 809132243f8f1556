/* Ported from Spring AI ToolInputSchemaAugmenter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { classProperties } from '../../util/json/schema/types/ClassProperties.js';
import { isBeanClass } from '../../util/json/schema/types/TypeKinds.js';
import { propertySchema, schemaForType } from '../../util/json/schema/types/TypeSchemas.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import { AugmentedArgumentType } from './AugmentedArgumentType.js';

function augment(jsonSchemaString: string, argumentTypes: readonly AugmentedArgumentType[]): string {
  let schema: Record<string, unknown>;
  try {
    schema = JSON.parse(jsonSchemaString) as Record<string, unknown>;
  } catch (error) {
    throw new RuntimeException('Failed to parse JSON Schema', error);
  }
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new RuntimeException('Failed to parse JSON Schema');
  }
  const properties = (schema['properties'] ??= {}) as Record<string, unknown>;
  for (const argument of argumentTypes) {
    const node: Record<string, unknown> = structuredClone(
      (argument.schema() as Record<string, unknown> | undefined) ?? schemaForType(argument.type()),
    );
    const description = argument.description();
    if (description !== undefined && description !== null && description !== '') node['description'] = description;
    else delete node['description'];
    properties[argument.name()] = node;
    if (argument.required()) {
      const required = (schema['required'] ??= []) as string[];
      required.push(argument.name());
    }
  }
  return JSON.stringify(schema, null, 2);
}

function augmentToolInputSchema(jsonSchemaString: string, argumentTypes: readonly AugmentedArgumentType[]): string;
function augmentToolInputSchema(
  jsonSchemaString: string,
  propertyName: string,
  propertyType: TypeRef,
  description: string | undefined,
  required: boolean,
): string;
function augmentToolInputSchema(jsonSchemaString: string, ...rest: unknown[]): string {
  if (Array.isArray(rest[0])) return augment(jsonSchemaString, rest[0] as AugmentedArgumentType[]);
  const [propertyName, propertyType, description, required] = rest as [string, TypeRef, string | undefined, boolean];
  return augment(jsonSchemaString, [new AugmentedArgumentType(propertyName, propertyType, description, required)]);
}

/**
 * Adds extra arguments to a tool's input schema, for example to make the model explain why it
 * calls a tool.
 *
 * @remarks
 * Java's record classes are classes whose properties carry class-validator decorators or
 * `@ToolParam` here; a property without `@ToolParam` gets the description `"no description"` and
 * is not required, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/ToolInputSchemaAugmenter.html
 * @category Tools
 */
export abstract class ToolInputSchemaAugmenter {
  /** Java's nested record `ToolInputSchemaAugmenter.AugmentedArgumentType`. */
  static readonly AugmentedArgumentType = AugmentedArgumentType;

  /**
   * The extra arguments described by the properties of `recordClass`.
   *
   * @throws RuntimeException `"Failed to extract record field types"` for a type that is not a class
   * with properties
   */
  static toAugmentedArgumentTypes(recordClass: abstract new (...args: never[]) => unknown): AugmentedArgumentType[] {
    if (!isBeanClass(recordClass)) throw new RuntimeException('Failed to extract record field types');
    return classProperties(recordClass).map((property) => {
      const toolParam = property.toolParam;
      const type = (toolParam?.type ?? property.transformType ?? property.designType) as TypeRef | undefined;
      const schema = propertySchema(property);
      delete schema['description'];
      return new AugmentedArgumentType(
        property.name,
        type,
        toolParam !== undefined ? (toolParam.description ?? '') : 'no description',
        toolParam !== undefined ? (toolParam.required ?? true) : false,
        schema,
      );
    });
  }

  /**
   * The schema with the extra arguments added (to `properties`, and to `required` when required):
   * a list of {@link AugmentedArgumentType}s, or one argument's name, type, description and flag.
   *
   * @throws RuntimeException `"Failed to parse JSON Schema"`
   */
  static augmentToolInputSchema = augmentToolInputSchema;
}
