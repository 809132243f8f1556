/* spring-ai-ts, Apache-2.0. Internal: JSON schema nodes for run-time types (the victools part of JsonSchemaGenerator). */
import { JavaBeanProperties } from '../../../../java/reflect/JavaBeanProperties.js';
import { RecordComponents } from '../../../../java/reflect/RecordComponents.js';
import type { TypeRef } from '../../../../java/reflect/TypeRef.js';
import { JavaTypes, type JavaTypeNode } from '../../../../java/reflect/JavaType.js';
import { classProperties, type PropertyInfo } from './ClassProperties.js';
import { Annotations } from '../../../../java/jackson/Annotations.js';
import { JSON_PROPERTY_ORDER } from '../../../../java/jackson/annotation/JsonPropertyOrder.js';
import { JSON_CLASS_DESCRIPTION } from '../../../../java/jackson/annotation/JsonClassDescription.js';
import { SWAGGER_SCHEMA } from '../../../../java/swagger/Schema.js';
import { javaValueKindOfClass, javaValueSchema } from '../../../../java/jackson/jsr310/JavaTimeJson.js';
import {
  enumClassNames,
  enumObjectValues,
  isBeanClass,
  isEnumClass,
  isEnumObject,
} from './TypeKinds.js';
import { definitionName, Seen } from './SchemaDefinitions.js';

export type SchemaNode = Record<string, unknown>;

/** Whether Swagger's `@Schema` is read (Spring's JsonSchemaGenerator has its module, BeanOutputConverter's generator does not). */
let swagger = true;

/** Whether Swagger's `@Schema` is read now (false inside {@link withoutSwagger}): part of a cached schema's key. */
export function readsSwagger(): boolean {
  return swagger;
}

/** Runs `generate` with Swagger's `@Schema` ignored, as BeanOutputConverter's generator does. */
export function withoutSwagger<T>(generate: () => T): T {
  const previous = swagger;
  swagger = false;
  try {
    return generate();
  } finally {
    swagger = previous;
  }
}

type ComponentAnnotations = {
  readonly jsonProperty: { readonly required: boolean } | undefined;
  readonly schema: { readonly requiredMode: string } | undefined;
};

/**
 * Whether a record component is required, as Spring's `SpringAiSchemaModule` (the first of
 * `@JsonProperty(required)` and `@Schema(requiredMode)`, required by default), Jackson's module
 * (`@JsonProperty(required = true)`) and Swagger's (`REQUIRED`) decide it together.
 */
export function isComponentRequired(component: ComponentAnnotations): boolean {
  const schema = swagger ? component.schema : undefined;
  const springAi =
    component.jsonProperty !== undefined ? component.jsonProperty.required : schema !== undefined ? schema.requiredMode !== 'NOT_REQUIRED' : true;
  return springAi || component.jsonProperty?.required === true || schema?.requiredMode === 'REQUIRED';
}

/** Adds `@JsonClassDescription` (or, in tool schemas, Swagger's class `@Schema` description) to a class's schema. */
function withClassDescription(type: unknown, schema: SchemaNode): SchemaNode {
  const description =
    Annotations.ofClass<string>(type, JSON_CLASS_DESCRIPTION) ??
    (swagger ? Annotations.ofClass<{ description: string }>(type, SWAGGER_SCHEMA)?.description || undefined : undefined);
  return description === undefined ? schema : { ...schema, description };
}

function enumSchema(values: readonly (string | number)[]): SchemaNode {
  const allNumbers = values.length > 0 && values.every((value) => typeof value === 'number');
  return { type: allNumbers ? 'integer' : 'string', enum: [...values] };
}

/** The schema of an object class: alphabetical properties, their `required` list. */
function classSchema(type: abstract new (...args: never[]) => unknown, nextSeen: Seen): SchemaNode {
  const properties: SchemaNode = {};
  const required: string[] = [];
  const beanProperties = classProperties(type);
  const record = beanProperties.length === 0 ? RecordComponents.of(type) : undefined;
  // A translated Java record (rule 14: one property per constructor parameter), else a translated
  // JavaBean (rule 40: the fields Jackson sees through their accessors or annotations).
  const members = record ?? (beanProperties.length === 0 ? JavaBeanProperties.of(type) : undefined);
  if (members !== undefined) {
    // Each under its JSON name, @JsonIgnore'd ones left out, listed as Spring's generators (victools
    // with Jackson's module) list them: alphabetically; in BeanOutputConverter's (the one without
    // Swagger, with RESPECT_JSONPROPERTY_ORDER), @JsonPropertyOrder's names first and the others
    // after them in declaration order.
    const order = swagger ? undefined : Annotations.ofClass<string[]>(type, JSON_PROPERTY_ORDER);
    const rank = (name: string): number => (order !== undefined && order.includes(name) ? order.indexOf(name) : Number.MAX_SAFE_INTEGER);
    const byName = (a: { jsonName: string }, b: { jsonName: string }): number => (a.jsonName < b.jsonName ? -1 : a.jsonName > b.jsonName ? 1 : 0);
    const sorted = members
      .filter((member) => !member.ignored)
      .sort((a, b) => (order === undefined ? byName(a, b) : rank(a.jsonName) - rank(b.jsonName)));
    for (const member of sorted) {
      // A bean field without @JavaType or a decorator has no type TypeScript kept: any JSON value.
      const node =
        member.javaType !== undefined
          ? memberSchemaForJavaType(member.javaType, nextSeen)
          : schemaForType(member.type, undefined, nextSeen);
      const description = member.description ?? (swagger && member.schema?.description !== '' ? member.schema?.description : undefined);
      if (description !== undefined) node['description'] = description;
      properties[member.jsonName] = node;
      if (isComponentRequired(member)) required.push(member.jsonName);
    }
    return withClassDescription(type, required.length > 0 ? { type: 'object', properties, required } : { type: 'object', properties });
  }
  // A class described with class-validator: its properties under their JSON names (Jackson's
  // @JsonProperty), @JsonIgnore'd ones left out, alphabetical (in BeanOutputConverter's generator,
  // @JsonPropertyOrder's names first).
  const order = swagger ? undefined : Annotations.ofClass<string[]>(type, JSON_PROPERTY_ORDER);
  const rank = (name: string): number => (order !== undefined && order.includes(name) ? order.indexOf(name) : Number.MAX_SAFE_INTEGER);
  const listed = beanProperties
    .filter((property) => !property.ignored)
    .sort((a, b) => (order !== undefined ? rank(a.jsonName) - rank(b.jsonName) : a.jsonName < b.jsonName ? -1 : a.jsonName > b.jsonName ? 1 : 0));
  for (const property of listed) {
    const node = propertySchema(property, nextSeen);
    const description = swagger && property.schema?.description !== '' ? property.schema?.description : undefined;
    if (node['description'] === undefined && (property.description ?? description) !== undefined) {
      node['description'] = property.description ?? description;
    }
    properties[property.jsonName] = node;
    const explicit = property.toolParam?.required;
    const annotated = property.jsonProperty !== undefined || (swagger && property.schema !== undefined);
    if (explicit ?? (annotated ? isComponentRequired(property) : !property.optional)) required.push(property.jsonName);
  }
  const schema: SchemaNode = { type: 'object', properties };
  if (required.length > 0) schema['required'] = required;
  return withClassDescription(type, schema);
}

/** What class-validator's type checks say, for a value or (with `each`) its elements. */
function validatorSchema(validators: ReadonlySet<string>, enumEntity: unknown): SchemaNode | undefined {
  if (validators.has('isEnum') && enumEntity !== undefined) return schemaForType(enumEntity as TypeRef);
  if (validators.has('isInt')) return { type: 'integer' };
  if (validators.has('isNumber')) return { type: 'number' };
  if (validators.has('isString')) return { type: 'string' };
  if (validators.has('isBoolean')) return { type: 'boolean' };
  if (validators.has('isDate') || validators.has('isDateString') || validators.has('isISO8601')) {
    return { type: 'string', format: 'date-time' };
  }
  return undefined;
}

/** The schema node of one class property (as it appears inside the class schema). */
export function propertySchema(property: PropertyInfo, seen: Seen = Seen.inline()): SchemaNode {
  const toolParam = property.toolParam;
  let node: SchemaNode;
  if (toolParam?.schema !== undefined) {
    node = structuredClone(toolParam.schema) as SchemaNode;
  } else {
    const javaTypeText = typeof toolParam?.type === 'string' && isJavaTypeText(toolParam.type) ? toolParam.type : undefined;
    const isArray =
      javaTypeText === undefined && property.javaType === undefined &&
      (property.designType === Array || property.designType === Set || property.validators.has('isArray'));
    if (javaTypeText !== undefined) {
      node = schemaForJavaType(JavaTypes.parse(javaTypeText), seen);
    } else if (isArray) {
      const element: TypeRef | undefined = (toolParam?.type as TypeRef | undefined) ?? property.transformType;
      const items =
        element !== undefined
          ? schemaForType(element, undefined, seen)
          : validatorSchema(property.eachValidators, property.enumEntity);
      node = items === undefined ? { type: 'array' } : { type: 'array', items };
    } else if (toolParam?.type !== undefined) {
      node = schemaForType(toolParam.type as TypeRef, undefined, seen);
    } else if (property.javaType !== undefined) {
      node = schemaForJavaType(property.javaType, seen);
    } else {
      node =
        validatorSchema(property.validators, property.enumEntity) ??
        schemaForType((property.transformType ?? property.designType) as TypeRef | undefined, undefined, seen);
    }
  }
  if (toolParam?.description !== undefined && toolParam.description.trim() !== '') {
    node['description'] = toolParam.description;
  }
  return node;
}

/** The `TypeRef` kinds that are not Java type text for `@ToolParam({ type })`. */
const TYPE_REF_KINDS: ReadonlySet<string> = new Set(['void', 'int', 'long', 'integer', 'float', 'double', 'number']);

/** True when a `@ToolParam({ type })` string is Java type text (`'Integer'`, `'List<String>'`), not a `TypeRef` kind. */
export function isJavaTypeText(type: unknown): type is string {
  return typeof type === 'string' && !TYPE_REF_KINDS.has(type);
}

const NUMBER_SCHEMAS: Readonly<Record<string, SchemaNode>> = {
  int: { type: 'integer', format: 'int32' },
  long: { type: 'integer', format: 'int64' },
  short: { type: 'integer' },
  // victools describes byte and Byte as JSON strings.
  byte: { type: 'string' },
  BigInteger: { type: 'integer' },
  double: { type: 'number', format: 'double' },
  float: { type: 'number', format: 'float' },
  BigDecimal: { type: 'number' },
};

/**
 * The schema node of a Java type stated with `@JavaType`, as Spring's generator (victools with
 * `EXTRA_OPEN_API_FORMAT_VALUES`) writes it for the Java type: number widths with their OpenAPI
 * format (`byte` as a string, as victools has it), collections as arrays with `items` (sets
 * without `uniqueItems`), maps and `Optional` as `{"type": "object"}`, classes by their properties.
 */
export function schemaForJavaType(node: JavaTypeNode, seen: Seen = Seen.inline()): SchemaNode {
  switch (node.kind) {
    case 'number':
      return { ...NUMBER_SCHEMAS[node.number] };
    case 'string':
      return { type: 'string' };
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return {};
    case 'void':
      return { type: 'object', properties: {} };
    case 'list':
      return { type: 'array', items: schemaForJavaType(node.element, seen) };
    case 'map': {
      const name = definitionName(node);
      return seen.reference(`java:${name}`, name, () => ({ type: 'object' }));
    }
    case 'optional':
      // Spring AI 1.1.8's generator sees Optional as an object without properties.
      return { type: 'object' };
    case 'class':
      return schemaForType(JavaTypes.resolveClass(node.name) as TypeRef, undefined, seen);
    case 'value':
      // java.time types and UUID: a string with victools' OpenAPI format; @JsonFormat changes nothing here.
      return javaValueSchema(node.value);
  }
}

/**
 * The schema node of a record component or bean property: as a member, victools describes an
 * `Optional` of a java.time value or `UUID` as that value's string, nullable
 * (`{"type": ["string", "null"], "format": "date"}`).
 */
function memberSchemaForJavaType(node: JavaTypeNode, seen: Seen): SchemaNode {
  if (node.kind === 'optional' && node.element.kind === 'value') return { ...javaValueSchema(node.element.value), type: ['string', 'null'] };
  return schemaForJavaType(node, seen);
}

/**
 * The schema node of a type, without `$schema`. `elementType` is the element type of an
 * `Array`/`Set` (ignored for other types).
 */
export function schemaForType(
  type: TypeRef | undefined,
  elementType?: TypeRef,
  seen: Seen = Seen.inline(),
): SchemaNode {
  switch (type) {
    case undefined:
    case Object:
      return {};
    case String:
      return { type: 'string' };
    case Boolean:
      return { type: 'boolean' };
    case Number:
    case 'number':
      return { type: 'number' };
    case 'int':
      return { type: 'integer', format: 'int32' };
    case 'long':
      return { type: 'integer', format: 'int64' };
    case 'integer':
      return { type: 'integer' };
    case 'float':
      return { type: 'number', format: 'float' };
    case 'double':
      return { type: 'number', format: 'double' };
    case 'void':
      return { type: 'object', properties: {} };
    case Date:
      return { type: 'string', format: 'date-time' };
    case Map:
      return { type: 'object' };
    case Array:
    case Set:
      return elementType === undefined ? { type: 'array' } : { type: 'array', items: schemaForType(elementType, undefined, seen) };
    default:
      break;
  }
  const javaValue = javaValueKindOfClass(type);
  if (javaValue !== undefined) return javaValueSchema(javaValue);
  if (isEnumObject(type)) return enumSchema(enumObjectValues(type));
  if (isEnumClass(type)) return seen.reference(type, JavaTypes.simpleName(type), () => enumSchema(enumClassNames(type)));
  if (isBeanClass(type)) return seen.reference(type, JavaTypes.simpleName(type), (inner) => classSchema(type, inner));
  return {};
}

/** Upper-cases every textual `type` value, in place (Spring's `convertTypeValuesToUpperCase`). */
export function upperCaseTypeValues(node: unknown): void {
  if (Array.isArray(node)) {
    for (const element of node) upperCaseTypeValues(element);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'object' && value !== null) upperCaseTypeValues(value);
    else if (key === 'type' && typeof value === 'string') record[key] = value.toUpperCase();
  }
}
