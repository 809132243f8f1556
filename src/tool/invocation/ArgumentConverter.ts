/* spring-ai-ts, Apache-2.0. Internal: turns parsed JSON arguments into the declared types, collecting what the model must fix. */
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { RecordComponents } from '../../java/reflect/RecordComponents.js';
import { JavaBeanProperties } from '../../java/reflect/JavaBeanProperties.js';
import { isComponentRequired } from '../../util/json/schema/types/TypeSchemas.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import { JavaTypes, type JavaTypeNode } from '../../java/reflect/JavaType.js';
import { javaValueKindOfClass } from '../../java/jackson/jsr310/JavaTimeJson.js';
import { JavaValueReadError, readJavaValueOf } from '../../java/jackson/jsr310/JavaTimeReader.js';
import { allowToolParamProperties, classProperties, hasValidationMetadata, toPropertyNames } from '../../util/json/schema/types/ClassProperties.js';
import { findPropertyToolParam } from '../annotation/ToolAnnotations.js';
import {
  enumClassNames,
  enumObjectValues,
  isBeanClass,
  isEnumClass,
  isEnumObject,
  isIntegerKind,
  isNumberKind,
  type EnumClass,
} from '../../util/json/schema/types/TypeKinds.js';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** `'path'`, or "the input" for the whole input of a function tool. */
export function label(path: string): string {
  return path === '' ? 'the input' : `'${path}'`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`;
}

function joinPath(prefix: string, property: string): string {
  if (/^\d+$/.test(property)) return `${prefix}[${property}]`;
  return prefix === '' ? property : `${prefix}.${property}`;
}

function formatValidationErrors(errors: readonly ValidationError[], prefix: string, problems: string[]): void {
  for (const error of errors) {
    const owner = (error.target as { constructor?: unknown } | undefined)?.constructor;
    const optional =
      typeof owner === 'function' &&
      findPropertyToolParam(owner as abstract new () => unknown, error.property)?.required === false;
    // `@ToolParam({ required: false })` makes a property optional, as `@IsOptional()` does.
    if (optional && error.value === undefined) continue;
    const path = joinPath(prefix, error.property);
    const constraints = error.constraints ?? {};
    const keys = Object.keys(constraints);
    if (keys.includes('whitelistValidation')) {
      problems.push(`${label(path)} is not a known property; remove it`);
    } else if (keys.length > 0 && error.value === undefined) {
      problems.push(`${label(path)} is required`);
    } else {
      for (const key of keys) {
        const message = constraints[key] as string;
        problems.push(
          message.startsWith(`${error.property} `)
            ? `${label(path)} ${message.slice(error.property.length + 1)}`
            : `${label(path)}: ${message}`,
        );
      }
    }
    if (error.children !== undefined && error.children.length > 0) formatValidationErrors(error.children, path, problems);
  }
}

function convertEnum(value: unknown, type: EnumClass, path: string, problems: string[]): unknown {
  const names = enumClassNames(type);
  if (typeof value === 'string' && names.includes(value)) {
    return type.values().find((constant) => constant.name() === value);
  }
  problems.push(`${label(path)} must be one of ${names.join(', ')} (got ${describe(value)})`);
  return undefined;
}

function convertNumber(value: unknown, type: TypeRef, path: string, problems: string[]): unknown {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) number = Number(value);
  if (number === undefined || Number.isNaN(number)) {
    problems.push(`${label(path)} must be a number (got ${describe(value)})`);
    return undefined;
  }
  if (isIntegerKind(type) && !Number.isInteger(number)) {
    problems.push(`${label(path)} must be an integer (got ${describe(value)})`);
    return undefined;
  }
  if (type === 'int' && (number < INT32_MIN || number > INT32_MAX)) {
    problems.push(`${label(path)} must be an integer between ${INT32_MIN} and ${INT32_MAX}`);
    return undefined;
  }
  return number;
}

/**
 * Converts one JSON value to `type` (`elementType` for arrays and sets). Problems are pushed as
 * readable fragments (`'city' must be a string`); the returned value is then meaningless.
 */
export async function convertValue(
  value: unknown,
  type: TypeRef | undefined,
  elementType: TypeRef | undefined,
  path: string,
  problems: string[],
): Promise<unknown> {
  if (type === undefined || type === Object) return value;
  if (type === 'void') return undefined;
  if (type === String) {
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    problems.push(`${label(path)} must be a string (got ${describe(value)})`);
    return undefined;
  }
  if (isNumberKind(type)) return convertNumber(value, type, path, problems);
  if (type === Boolean) {
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    problems.push(`${label(path)} must be a boolean, true or false (got ${describe(value)})`);
    return undefined;
  }
  if (type === Date) {
    const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
    if (date === undefined || Number.isNaN(date.getTime())) {
      problems.push(`${label(path)} must be a date-time string such as 2025-01-31T12:00:00Z (got ${describe(value)})`);
      return undefined;
    }
    return date;
  }
  if (type === Array || type === Set) {
    if (!Array.isArray(value)) {
      problems.push(`${label(path)} must be an array (got ${describe(value)})`);
      return undefined;
    }
    const elements: unknown[] = [];
    for (const [index, element] of value.entries()) {
      elements.push(await convertValue(element, elementType, undefined, `${path}[${index}]`, problems));
    }
    return type === Set ? new Set(elements) : elements;
  }
  if (type === Map) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${label(path)} must be an object (got ${describe(value)})`);
      return undefined;
    }
    return new Map(Object.entries(value));
  }
  const javaValue = javaValueKindOfClass(type);
  if (javaValue !== undefined) return convertJavaValue(value, { kind: 'value', value: javaValue }, path, problems);
  if (isEnumObject(type)) {
    const values = enumObjectValues(type);
    const found = values.find((candidate) => candidate === value || String(candidate) === value);
    if (found === undefined) problems.push(`${label(path)} must be one of ${values.join(', ')} (got ${describe(value)})`);
    return found;
  }
  if (isEnumClass(type)) return convertEnum(value, type, path, problems);
  if (isBeanClass(type)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${label(path)} must be an object (got ${describe(value)})`);
      return undefined;
    }
    const record = classProperties(type).length === 0 ? RecordComponents.of(type) : undefined;
    if (record !== undefined) {
      // A translated Java record (rule 14): JSON properties named after the constructor parameters.
      const properties = value as Record<string, unknown>;
      const args: unknown[] = [];
      for (const component of record) {
        const child = path === '' ? component.jsonName : `${path}.${component.jsonName}`;
        const property = component.ignored ? null : RecordComponents.read(component, properties);
        // An ignored component, or an optional one (as the tool schema says) that is absent, is null as Jackson gives it.
        const absentOptional = (property === undefined || property === null) && !isComponentRequired(component);
        args.push(
          component.ignored || absentOptional
            ? null
            : component.javaType !== undefined
              ? await convertJavaValue(property, component.javaType, child, problems)
              : await convertValue(property, component.type, undefined, child, problems),
        );
      }
      return RecordComponents.instantiate(type, args);
    }
    const bean = record === undefined && classProperties(type).length === 0 ? JavaBeanProperties.of(type) : undefined;
    if (bean !== undefined) {
      // A translated JavaBean (rule 40): each property Jackson sees, under its JSON name or an
      // alias, read into its declared type and set through its setter (or field); others ignored.
      const properties = value as Record<string, unknown>;
      const converted: Record<string, unknown> = {};
      for (const property of bean) {
        if (!JavaBeanProperties.has(property, properties)) continue;
        const child = path === '' ? property.jsonName : `${path}.${property.jsonName}`;
        const raw = JavaBeanProperties.value(property, properties);
        converted[property.jsonName] =
          raw === null || raw === undefined
            ? null
            : property.javaType !== undefined
              ? await convertJavaValue(raw, property.javaType, child, problems)
              : await convertValue(raw, property.type, undefined, child, problems);
      }
      return JavaBeanProperties.instantiate(type, converted);
    }
    const instance = plainToInstance(type as new () => object, toPropertyNames(type, value) as object);
    if (hasValidationMetadata(type)) {
      allowToolParamProperties(type);
      const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
      formatValidationErrors(errors, path, problems);
    }
    return instance;
  }
  return value;
}

const NUMBER_KINDS: Readonly<Record<string, TypeRef>> = {
  int: 'int',
  long: 'long',
  short: 'integer',
  byte: 'integer',
  BigInteger: 'integer',
  double: 'double',
  float: 'float',
  BigDecimal: 'number',
};

/**
 * Converts one JSON value to a Java type stated with `@JavaType` (or `@ToolParam({ type })` text).
 * A missing value of a boxed or reference type stays `null`/`undefined`; problems are pushed as
 * readable fragments.
 */
export async function convertJavaValue(value: unknown, node: JavaTypeNode, path: string, problems: string[]): Promise<unknown> {
  if (value === undefined || value === null) return node.kind === 'optional' ? undefined : value;
  switch (node.kind) {
    case 'number':
      return convertNumber(value, NUMBER_KINDS[node.number] as TypeRef, path, problems);
    case 'string':
      return convertValue(value, String, undefined, path, problems);
    case 'boolean':
      return convertValue(value, Boolean, undefined, path, problems);
    case 'object':
      return value;
    case 'void':
      return undefined;
    case 'optional':
      return convertJavaValue(value, node.element, path, problems);
    case 'list': {
      if (!Array.isArray(value)) {
        problems.push(`${label(path)} must be an array (got ${describe(value)})`);
        return undefined;
      }
      const elements: unknown[] = [];
      for (const [index, element] of value.entries()) {
        elements.push(await convertJavaValue(element, node.element, `${path}[${index}]`, problems));
      }
      return node.collection === 'Set' ? new Set(elements) : elements;
    }
    case 'map': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        problems.push(`${label(path)} must be an object (got ${describe(value)})`);
        return undefined;
      }
      const entries: [string, unknown][] = [];
      for (const [key, entry] of Object.entries(value)) {
        // A key of a value type (a LocalDate) is the value's toString(), as translated code keys such maps.
        const mapKey = node.key.kind === 'value' ? await convertJavaValue(key, node.key, `${joinPath(path, key)} (key)`, problems) : key;
        entries.push([mapKey === undefined ? key : String(mapKey), await convertJavaValue(entry, node.value, joinPath(path, key), problems)]);
      }
      return new Map(entries);
    }
    case 'class':
      return convertValue(value, JavaTypes.resolveClass(node.name) as TypeRef, undefined, path, problems);
    case 'value':
      try {
        return readJavaValueOf(value, node.value, node.format) ?? undefined;
      } catch (error) {
        if (!(error instanceof JavaValueReadError)) throw error;
        problems.push(`${label(path)} must be ${error.expected} (got ${describe(value)}: ${error.detail})`);
        return undefined;
      }
  }
}
