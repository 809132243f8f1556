/* Ported from Spring AI JsonSchemaGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import { getMethodParameterDescription, isMethodParameterRequired } from './types/ParameterAnnotations.js';
import { Assert } from '../../../java/core/Assert.js';
import { isToolContextType } from './types/TypeKinds.js';
import type { Method } from '../../../java/reflect/Method.js';
import type { TypeRef } from '../../../java/reflect/TypeRef.js';
import { isJavaTypeText, readsSwagger, schemaForJavaType, schemaForType, upperCaseTypeValues, type SchemaNode } from './types/TypeSchemas.js';
import { Seen } from './types/SchemaDefinitions.js';
import { JavaTypes } from '../../../java/reflect/JavaType.js';
import { SchemaOption } from './SchemaOption.js';
import { DESCRIBE_FIX, isUndescribable } from './types/Describable.js';
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';

const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';

/**
 * Generated schemas by the object they describe (a class, an enum, a tool method's prototype or
 * class), then by method name and options: a type is described once, as its decorators are fixed
 * when its class is defined. Failures are not cached.
 */
const objectCache = new WeakMap<object, Map<string, string>>();
/** The same for the string kinds of `TypeRef` (`'void'`, `'int'`, …). */
const kindCache = new Map<string, string>();

function cached(owner: unknown, key: string, generate: () => string): string {
  const fullKey = `${key}|${readsSwagger() ? 'swagger' : ''}`;
  if (typeof owner === 'string') {
    const found = kindCache.get(`${owner}|${fullKey}`);
    if (found !== undefined) return found;
    const text = generate();
    kindCache.set(`${owner}|${fullKey}`, text);
    return text;
  }
  if ((typeof owner !== 'object' && typeof owner !== 'function') || owner === null) return generate();
  let byKey = objectCache.get(owner);
  const found = byKey?.get(fullKey);
  if (found !== undefined) return found;
  const text = generate();
  if (byKey === undefined) objectCache.set(owner, (byKey = new Map()));
  byKey.set(fullKey, text);
  return text;
}

/**
 * A schema node with the types it references more than once under `$defs` (first), as victools
 * writes the schema of its main type `root`. Spring generates each tool-method parameter as a
 * main type of its own, so a parameter's node carries its own `$defs`.
 */
function withDefinitions(root: unknown, generate: (seen: Seen) => SchemaNode): SchemaNode {
  const { node, definitions } = Seen.withDefinitions(root, generate, readsSwagger());
  return definitions === undefined ? node : { $defs: definitions, ...node };
}

/** Fails for a parameter whose class the library cannot describe (its schema would tell the model nothing). */
function assertDescribable(method: Method, parameter: string, type: unknown): void {
  if (!isUndescribable(type)) return;
  throw new IllegalArgumentException(
    `Tool method ${method.getName()} cannot describe parameter ${parameter} of class ${type.name}: the library sees no ` +
      `properties on it. ${DESCRIBE_FIX}, or give the parameter a JSON schema with @ToolParam({ schema }).`,
  );
}

function processSchemaOptions(options: readonly SchemaOption[], schema: SchemaNode): void {
  if (!options.includes(SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT)) {
    schema['additionalProperties'] = false;
  }
  if (options.includes(SchemaOption.UPPER_CASE_TYPE_VALUES)) {
    upperCaseTypeValues(schema);
  }
}

/**
 * Generates JSON schemas (draft 2020-12) for tool method parameters and tool input types.
 *
 * Every property is required unless marked otherwise (`@ToolParam({ required: false })`, or
 * class-validator's `@IsOptional()` on a class property); `ToolContext` parameters are left out;
 * the root schema gets `"additionalProperties": false` unless
 * {@link SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT} is given. Class schemas list their
 * properties alphabetically, as Spring's generator does.
 *
 * @remarks
 * Spring reflects over Java types with the victools generator and reads Jackson, Swagger and
 * `@ToolParam` annotations. The port reads TypeScript's `design:*` metadata, `@ToolParam`
 * (`name`, `type`, `schema`) and class-validator decorators on classes (`@IsString`, `@IsInt`,
 * `@IsNumber`, `@IsBoolean`, `@IsEnum`, `@IsDate`, `@IsArray`, `@IsOptional`, `@ValidateNested`
 * with class-transformer's `@Type`), and `@JavaType('…')`, which states the declared Java type
 * (`'int'`, `'List<Room>'`, `'Map<String, Integer>'`) of a parameter or record component and gives
 * the schema Spring's generator gives that Java type. A TypeScript `number` without it is JSON
 * `number`; `@ToolParam({ type: 'int' })` / `'long'` / `'Integer'` work too, and `@IsInt()` gives
 * JSON `integer`. Records (constructor parameters with accessors) and JavaBeans (fields with
 * accessors) describe themselves, with Jackson's annotations and Swagger's `@Schema` read as
 * Spring's modules read them (properties alphabetical: this generator ignores
 * `@JsonPropertyOrder`, as Spring's does). A type used more than once goes to `$defs` as victools
 * writes it (plain definition keys; each tool-method parameter is described on its own, with its
 * own `$defs`, as in Spring). As in 1.1.8, top-level parameter schemas lose their `format`, and
 * only the root gets `additionalProperties`. A tool parameter of a class in which the library sees
 * no property fails with `IllegalArgumentException` naming the class and the fix. Results are
 * cached per type (or method) and options.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/schema/JsonSchemaGenerator.html
 * @category Tools
 */
export abstract class JsonSchemaGenerator {
  /** The options of the generator, also exported as {@link SchemaOption}. */
  static readonly SchemaOption = SchemaOption;

  /**
   * The schema of the arguments object of a tool method, as pretty-printed JSON.
   * @remarks Generated once per method and options, then returned from a cache.
   */
  static generateForMethodInput(method: Method, ...schemaOptions: SchemaOption[]): string {
    return cached(method.getMetadataTarget(), `method:${method.getName()}|${schemaOptions.join(',')}`, () =>
      JsonSchemaGenerator.methodInputSchema(method, schemaOptions),
    );
  }

  private static methodInputSchema(method: Method, schemaOptions: readonly SchemaOption[]): string {
    const properties: SchemaNode = {};
    const required: string[] = [];
    const types = method.getParameterTypes();
    const params = method.getToolParams();
    const names = method.getParameterNames();
    types.forEach((type, index) => {
      if (isToolContextType(type)) return;
      const name = names[index] as string;
      const toolParam = params[index];
      if (isMethodParameterRequired(method, index)) required.push(name);
      let node: SchemaNode;
      const javaType = isJavaTypeText(toolParam?.type)
        ? JavaTypes.parse(toolParam.type)
        : JavaTypes.ofMethodParameter(method.getMetadataTarget(), method.getName(), index);
      if (toolParam?.schema === undefined) assertDescribable(method, name, javaType?.kind === 'class' ? JavaTypes.resolveClass(javaType.name) : javaType === undefined ? (toolParam?.type ?? type) : undefined);
      if (toolParam?.schema !== undefined) {
        node = structuredClone(toolParam.schema) as SchemaNode;
      } else if (javaType !== undefined) {
        node = withDefinitions(javaType.kind === 'class' ? JavaTypes.resolveClass(javaType.name) : undefined, (seen) => schemaForJavaType(javaType, seen));
      } else if (toolParam?.type !== undefined && type !== Array && type !== Set) {
        node = withDefinitions(toolParam.type, (seen) => schemaForType(toolParam.type as TypeRef, undefined, seen));
      } else {
        node = withDefinitions(type, (seen) => schemaForType(type, toolParam?.type as TypeRef | undefined, seen));
      }
      // Some models (Mistral) reject OpenAPI formats at the top level, as Spring notes.
      delete node['format'];
      const description = getMethodParameterDescription(method, index);
      if (description !== undefined) node['description'] = description;
      properties[name] = node;
    });
    const schema: SchemaNode = { $schema: DRAFT_2020_12, type: 'object', properties, required };
    processSchemaOptions(schemaOptions, schema);
    return JSON.stringify(schema, null, 2);
  }

  /**
   * The schema of a type (a class, `String`, an enum, `'void'`, …), as pretty-printed JSON.
   *
   * @throws IllegalArgumentException `"type cannot be null"`
   * @remarks Generated once per type and options, then returned from a cache.
   */
  static generateForType(type: TypeRef, ...schemaOptions: SchemaOption[]): string {
    Assert.notNull(type, 'type cannot be null');
    return cached(type, `type|${schemaOptions.join(',')}`, () => {
      const schema: SchemaNode = { $schema: DRAFT_2020_12, ...withDefinitions(type, (seen) => schemaForType(type, undefined, seen)) };
      processSchemaOptions(schemaOptions, schema);
      return JSON.stringify(schema, null, 2);
    });
  }

  /** Upper-cases every `type` value in `node`, in place. */
  static convertTypeValuesToUpperCase(node: Record<string, unknown>): void {
    upperCaseTypeValues(node);
  }
}
