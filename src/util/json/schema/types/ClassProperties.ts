/* spring-ai-ts, Apache-2.0. Internal: what class-validator, class-transformer and @ToolParam say about a class's properties. */
import 'reflect-metadata';
import { Allow, getMetadataStorage, ValidationTypes } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { TOOL_PROPERTIES_METADATA_KEY } from '../../../../tool/annotation/metadata-keys.js';
import type { ToolParamOptions } from '../../../../tool/annotation/ToolParamOptions.js';
import { findPropertyToolParam } from '../../../../tool/annotation/ToolAnnotations.js';
import { JavaTypes, type JavaTypeNode } from '../../../../java/reflect/JavaType.js';
import { Annotations } from '../../../../java/jackson/Annotations.js';
import { JSON_PROPERTY, type JsonPropertyOptions } from '../../../../java/jackson/annotation/JsonProperty.js';
import { JSON_PROPERTY_DESCRIPTION } from '../../../../java/jackson/annotation/JsonPropertyDescription.js';
import { JSON_IGNORE } from '../../../../java/jackson/annotation/JsonIgnore.js';
import { JSON_ALIAS } from '../../../../java/jackson/annotation/JsonAlias.js';
import { SWAGGER_SCHEMA, type SchemaOptions } from '../../../../java/swagger/Schema.js';

type Constructor = abstract new (...args: never[]) => unknown;

/** The fields of class-validator's `ValidationMetadata` read here (the class is not exported). */
interface ValidationMetadata {
  type: string;
  name?: string;
  propertyName: string;
  constraints: unknown[];
  each: boolean;
}

/** Everything known about one property of a class used as a tool argument. */
export interface PropertyInfo {
  readonly name: string;
  /** class-validator decorator names (`isString`, `isInt`, …) applied to the property itself. */
  readonly validators: ReadonlySet<string>;
  /** class-validator decorator names applied with `{ each: true }`. */
  readonly eachValidators: ReadonlySet<string>;
  /** The entity given to `@IsEnum`, if any. */
  readonly enumEntity: unknown;
  readonly optional: boolean;
  readonly nested: boolean;
  readonly designType: unknown;
  /** The class given with class-transformer's `@Type(() => X)`, if any. */
  readonly transformType: Constructor | undefined;
  readonly toolParam: ToolParamOptions | undefined;
  /** The Java type stated with `@JavaType` on the property. */
  readonly javaType: JavaTypeNode | undefined;
  /** The JSON name: `@JsonProperty`'s value, else the property name. */
  readonly jsonName: string;
  /** `@JsonProperty` on the property. */
  readonly jsonProperty: Required<JsonPropertyOptions> | undefined;
  /** `@JsonPropertyDescription` on the property. */
  readonly description: string | undefined;
  /** `@JsonAlias` on the property. */
  readonly aliases: readonly string[];
  /** `@JsonIgnore` on the property. */
  readonly ignored: boolean;
  /** Swagger's `@Schema` on the property. */
  readonly schema: Required<SchemaOptions> | undefined;
}

const cache = new WeakMap<Constructor, PropertyInfo[]>();

function toolParamProperties(type: Constructor): string[] {
  const names: string[] = [];
  for (let current = type.prototype as object | null; current !== null && current !== Object.prototype; ) {
    const own = Reflect.getOwnMetadata(TOOL_PROPERTIES_METADATA_KEY, current) as string[] | undefined;
    for (const name of own ?? []) if (!names.includes(name)) names.push(name);
    current = Object.getPrototypeOf(current) as object | null;
  }
  return names;
}

/** True when class-validator knows any constraint of `type` (or its parents). */
export function hasValidationMetadata(type: Constructor): boolean {
  return getMetadataStorage().getTargetValidationMetadatas(type, '', false, false).length > 0;
}

/** The classes named with `@Type(() => X)`, found by asking class-transformer to build a probe. */
function transformTypes(type: Constructor, names: string[]): Map<string, Constructor> {
  const found = new Map<string, Constructor>();
  try {
    const probe = Object.fromEntries(names.map((name) => [name, [{}]]));
    const instance = plainToInstance(type as new () => object, probe) as Record<string, unknown>;
    for (const name of names) {
      const value = instance[name];
      const element: unknown = Array.isArray(value) ? value[0] : value;
      const ctor = (element as { constructor?: unknown } | undefined)?.constructor;
      if (typeof ctor === 'function' && ctor !== Object && ctor !== Array) found.set(name, ctor as Constructor);
    }
  } catch {
    // A @Transform that rejects the probe leaves the property without a known class.
  }
  return found;
}

/** The properties of `type`, sorted alphabetically as Spring's schema generator sorts them. */
export function classProperties(type: Constructor): PropertyInfo[] {
  const cached = cache.get(type);
  if (cached !== undefined) return cached;
  const metadatas: ValidationMetadata[] = getMetadataStorage().getTargetValidationMetadatas(type, '', false, false);
  const names = [...new Set([...metadatas.map((m) => m.propertyName), ...toolParamProperties(type)])]
    .filter((name) => name !== undefined && name !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const nestedTypes = transformTypes(type, names);
  const infos = names.map((name): PropertyInfo => {
    const own = metadatas.filter((m) => m.propertyName === name);
    const validators = new Set<string>();
    const eachValidators = new Set<string>();
    let enumEntity: unknown;
    let optional = false;
    let nested = false;
    for (const metadata of own) {
      if (metadata.type === ValidationTypes.CONDITIONAL_VALIDATION && metadata.name === 'isOptional') optional = true;
      if (metadata.type === ValidationTypes.NESTED_VALIDATION) nested = true;
      if (metadata.type === ValidationTypes.CUSTOM_VALIDATION && metadata.name !== undefined) {
        (metadata.each ? eachValidators : validators).add(metadata.name);
        if (metadata.name === 'isEnum') enumEntity = metadata.constraints[0];
      }
    }
    return {
      name,
      validators,
      eachValidators,
      enumEntity,
      optional,
      nested,
      designType: Reflect.getMetadata('design:type', type.prototype as object, name) as unknown,
      transformType: nestedTypes.get(name),
      toolParam: findPropertyToolParam(type, name),
      javaType: JavaTypes.ofField(type, name),
      ...jacksonAnnotations(type.prototype as object, name),
    };
  });
  cache.set(type, infos);
  return infos;
}

function jacksonAnnotations(prototype: object, name: string) {
  const jsonProperty = Annotations.ofMember<Required<JsonPropertyOptions>>(prototype, name, JSON_PROPERTY);
  const description = Annotations.ofMember<string>(prototype, name, JSON_PROPERTY_DESCRIPTION);
  return {
    jsonName: jsonProperty !== undefined && jsonProperty.value !== '' ? jsonProperty.value : name,
    jsonProperty,
    description: description !== undefined && description !== '' ? description : undefined,
    aliases: Annotations.ofMember<string[]>(prototype, name, JSON_ALIAS) ?? [],
    ignored: Annotations.ofMember<boolean>(prototype, name, JSON_IGNORE) === true,
    schema: Annotations.ofMember<Required<SchemaOptions>>(prototype, name, SWAGGER_SCHEMA),
  };
}

/**
 * Renames the JSON properties of `value` to the property names of the class-validator class
 * `type`, as Jackson reads them: a property under its JSON name (`@JsonProperty`) or one of its
 * `@JsonAlias` names; `@JsonIgnore`d properties, and a renamed property under its TypeScript name,
 * are dropped; nested classes (class-transformer's `@Type`) and arrays of them likewise. Other keys
 * are kept for validation to judge, or, with `dropUnknown`, dropped as Jackson ignores them.
 */
export function toPropertyNames(type: unknown, value: unknown, dropUnknown = false): unknown {
  if (Array.isArray(value)) return value.map((element) => toPropertyNames(type, element, dropUnknown));
  if (typeof value !== 'object' || value === null || typeof type !== 'function') return value;
  const properties = classProperties(type as Constructor);
  if (properties.length === 0) return value;
  const renamed: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const property =
      properties.find((candidate) => candidate.jsonName === key) ?? properties.find((candidate) => candidate.aliases.includes(key));
    if (property === undefined) {
      if (!dropUnknown && !properties.some((candidate) => candidate.name === key)) renamed[key] = entry;
      continue;
    }
    if (property.ignored || Object.prototype.hasOwnProperty.call(renamed, property.name)) continue;
    renamed[property.name] = property.transformType !== undefined ? toPropertyNames(property.transformType, entry, dropUnknown) : entry;
  }
  return renamed;
}

const allowed = new WeakSet<Constructor>();

function isBuiltInConstructor(type: unknown): boolean {
  return [String, Number, Boolean, Object, Array, Map, Set, Date, Function, Promise].includes(type as never);
}

/**
 * Marks properties that carry only `@ToolParam` (no class-validator decorator) with class-validator's
 * `@Allow()`, once per class, so that whitelisting does not reject them as unknown.
 */
export function allowToolParamProperties(type: Constructor): void {
  if (allowed.has(type)) return;
  allowed.add(type);
  for (const property of classProperties(type)) {
    const described =
      property.validators.size > 0 || property.eachValidators.size > 0 || property.optional || property.nested;
    if (!described && property.toolParam !== undefined) Allow()(type.prototype as object, property.name);
    const nestedType = property.transformType ?? property.toolParam?.type ?? property.designType;
    if (typeof nestedType === 'function' && nestedType.prototype !== undefined && !isBuiltInConstructor(nestedType)) {
      allowToolParamProperties(nestedType as Constructor);
    }
  }
}
