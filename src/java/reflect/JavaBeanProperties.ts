/* spring-ai-ts, Apache-2.0. No Java counterpart: the properties of a JavaBean translated as a class (docs/porting rule 40). */
import 'reflect-metadata';
import { parseConstructorParameterNames } from '../core/lang/parameterNames.js';
import { JavaTypes, type JavaTypeNode } from './JavaType.js';
import type { TypeRef } from './TypeRef.js';
import { Annotations } from '../jackson/Annotations.js';
import { JSON_PROPERTY, type JsonPropertyOptions } from '../jackson/annotation/JsonProperty.js';
import { JSON_PROPERTY_DESCRIPTION } from '../jackson/annotation/JsonPropertyDescription.js';
import { JSON_IGNORE } from '../jackson/annotation/JsonIgnore.js';
import { JSON_ALIAS } from '../jackson/annotation/JsonAlias.js';
import { SWAGGER_SCHEMA, type SchemaOptions } from '../swagger/Schema.js';

type Property = {
  /** The JSON name: `@JsonProperty`'s value on the field, getter or setter, else the field's name. */
  readonly jsonName: string;
  /** The field's name as Java has it (a translated `_title` field is `title`). */
  readonly name: string;
  /** The field of the class that holds the value, when there is one. */
  readonly field: string | undefined;
  readonly getter: string | undefined;
  readonly setter: string | undefined;
  /** The Java type stated with `@JavaType` on the field or the getter. */
  readonly javaType: JavaTypeNode | undefined;
  /** The type TypeScript recorded for a decorated field (or getter, or setter). */
  readonly type: TypeRef | undefined;
  /** `@JsonProperty` on the field, getter or setter. */
  readonly jsonProperty: Required<JsonPropertyOptions> | undefined;
  /** `@JsonPropertyDescription` on the field or getter. */
  readonly description: string | undefined;
  /** `@JsonAlias` on the field, setter or getter. */
  readonly aliases: readonly string[];
  /** Swagger's `@Schema` on the field or getter. */
  readonly schema: Required<SchemaOptions> | undefined;
  /** Always false: `@JsonIgnore`d properties are not listed (the shape is shared with record components). */
  readonly ignored: false;
};

const cache = new WeakMap<object, readonly Property[] | null>();

/** Java's `Introspector.decapitalize`: `Title` → `title`, `URL` stays `URL`. */
function decapitalize(name: string): string {
  if (/^[A-Z]{2}/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Jackson's default (legacy) property name of an accessor suffix: its leading capitals lower-cased (`URL` → `url`). */
function mangle(suffix: string): string {
  const capitals = /^[A-Z]+/.exec(suffix)?.[0].length ?? 0;
  return suffix.slice(0, capitals).toLowerCase() + suffix.slice(capitals);
}

type Accessors = { getter?: string; setter?: string };

/** The getters (`getX()`, `isX()`) and setters (`setX(value)`) of a prototype chain, by Jackson's property name. */
function accessorsOf(prototype: object): { byName: Map<string, Accessors>; methods: Map<string, number> } {
  const methods = new Map<string, number>();
  for (let current: object | null = prototype; current !== null && current !== Object.prototype; current = Object.getPrototypeOf(current) as object | null) {
    for (const key of Object.getOwnPropertyNames(current)) {
      const descriptor = Object.getOwnPropertyDescriptor(current, key);
      if (key !== 'constructor' && !methods.has(key) && typeof descriptor?.value === 'function') {
        methods.set(key, (descriptor.value as (...args: unknown[]) => unknown).length);
      }
    }
  }
  const byName = new Map<string, Accessors>();
  for (const [method, arity] of methods) {
    const match = /^(get|is|set)([A-Z].*)$/.exec(method);
    if (match === null) continue;
    const [, prefix, suffix] = match as unknown as [string, string, string];
    const isSetter = prefix === 'set';
    if (arity !== (isSetter ? 1 : 0)) continue;
    const accessors = byName.get(mangle(suffix)) ?? {};
    if (isSetter) accessors.setter = method;
    // A `getX` wins over an `isX`, as in Jackson.
    else if (accessors.getter === undefined || prefix === 'get') accessors.getter = method;
    byName.set(mangle(suffix), accessors);
  }
  return { byName, methods };
}

/** The fields of a class: those its no-argument constructor defines, then the decorated ones, in declaration order. */
function fieldsOf(type: new () => object, hasAccessors: boolean): string[] {
  const fields: string[] = [];
  // A bean's no-argument constructor (Java's other constructors are optional parameters here).
  if (hasAccessors || (parseConstructorParameterNames(type)?.length ?? type.length) === 0) {
    try {
      const instance = new type() as Record<string, unknown>;
      for (const key of Object.keys(instance)) if (typeof instance[key] !== 'function') fields.push(key);
    } catch {
      // A no-argument constructor that fails: only the decorated fields are known.
    }
  }
  const prototypes: object[] = [];
  for (let current: object | null = type.prototype as object; current !== null && current !== Object.prototype; current = Object.getPrototypeOf(current) as object | null) {
    prototypes.unshift(current);
  }
  for (const prototype of prototypes) {
    for (const member of [...JavaTypes.fieldsOf(prototype), ...Annotations.membersOf(prototype)]) {
      const value = Object.getOwnPropertyDescriptor(prototype, member)?.value as unknown;
      if (typeof value !== 'function' && !fields.includes(member)) fields.push(member);
    }
  }
  return fields;
}

/**
 * The properties of a JavaBean translated as a class (docs/porting rule 40): fields with
 * `getX()`/`isX()` and `setX(value)` methods and a no-argument constructor, read as Spring AI's
 * schema generator (victools with Jackson's module) and Jackson read a Java bean. A property is a
 * field that Jackson sees: one with a getter or setter of its name, or one annotated with
 * `@JsonProperty` (TypeScript keeps no `public`, so a Java public field without accessors needs it);
 * `@JsonIgnore` on the field or an accessor leaves it out. Its JSON name, description, aliases and
 * Swagger `@Schema` come from the annotations on the field and its accessors. Fields are found by
 * building an instance with the no-argument constructor (TypeScript defines declared fields on
 * it) and among the decorated members; a class whose fields cannot be found this way falls back
 * to its getter/setter pairs.
 *
 * @internal
 */
export class JavaBeanProperties {
  private constructor() {}

  /** The bean properties of `type` (in field declaration order), or `undefined` when it has none. */
  static of(type: unknown): readonly Property[] | undefined {
    if (typeof type !== 'function' || type.prototype === undefined) return undefined;
    const cached = cache.get(type);
    if (cached !== undefined) return cached ?? undefined;
    const found = JavaBeanProperties.read(type as new () => object);
    cache.set(type, found ?? null);
    return found;
  }

  /**
   * The JSON value of `property` in a parsed JSON object, as Jackson finds it: under its JSON
   * name, else under one of its `@JsonAlias` names.
   */
  static value(property: Property, value: Readonly<Record<string, unknown>>): unknown {
    for (const name of [property.jsonName, ...property.aliases]) {
      if (Object.prototype.hasOwnProperty.call(value, name)) return value[name];
    }
    return undefined;
  }

  /** Whether `value` holds `property` under its JSON name or an alias. */
  static has(property: Property, value: Readonly<Record<string, unknown>>): boolean {
    return [property.jsonName, ...property.aliases].some((name) => Object.prototype.hasOwnProperty.call(value, name));
  }

  /**
   * Builds a bean as Jackson does: the no-argument constructor, then, for each property present
   * in `value` (already converted, under its JSON name or an alias), its setter, or else its field.
   */
  static instantiate(type: unknown, value: Readonly<Record<string, unknown>>): object {
    const bean = new (type as new () => Record<string, unknown>)();
    for (const property of JavaBeanProperties.of(type) ?? []) {
      if (!JavaBeanProperties.has(property, value)) continue;
      const converted = JavaBeanProperties.value(property, value);
      if (property.setter !== undefined) (bean[property.setter] as (argument: unknown) => void).call(bean, converted);
      else if (property.field !== undefined) bean[property.field] = converted;
    }
    return bean;
  }

  private static read(type: new () => object): readonly Property[] | undefined {
    const prototype = type.prototype as object;
    const { byName } = accessorsOf(prototype);
    const fields = fieldsOf(type, byName.size > 0);
    const properties: Property[] = [];
    if (fields.length > 0) {
      for (const field of fields) {
        const name = field.replace(/^_+(?=.)/, '');
        const accessors = byName.get(mangle(name)) ?? byName.get(name) ?? {};
        const property = describe(type, name, field, accessors.getter, accessors.setter);
        // TypeScript keeps no `public`/`private`: a field counts through its accessors, or @JsonProperty (as a Java public field would).
        const visible = property.jsonProperty !== undefined || accessors.getter !== undefined || accessors.setter !== undefined;
        if (visible && !isIgnored(prototype, field, accessors)) properties.push(property);
      }
    } else {
      // No field could be found: one property per getter/setter pair, named as Java's Introspector names it.
      for (const [mangled, accessors] of byName) {
        if (accessors.getter === undefined || accessors.setter === undefined || isIgnored(prototype, undefined, accessors)) continue;
        const name = decapitalize(accessors.setter.slice(3)) || mangled;
        properties.push(describe(type, name, undefined, accessors.getter, accessors.setter));
      }
    }
    return properties.length > 0 ? properties : undefined;
  }
}

function isIgnored(prototype: object, field: string | undefined, accessors: Accessors): boolean {
  return [field, accessors.getter, accessors.setter].some(
    (member) => member !== undefined && Annotations.ofMember<boolean>(prototype, member, JSON_IGNORE) === true,
  );
}

/** The first annotation of `kind` found on the members, in order. */
function first<T>(prototype: object, members: readonly (string | undefined)[], kind: string): T | undefined {
  for (const member of members) {
    if (member === undefined) continue;
    const found = Annotations.ofMember<T>(prototype, member, kind);
    if (found !== undefined) return found;
  }
  return undefined;
}

function declaredType(prototype: object, field: string | undefined, getter: string | undefined, setter: string | undefined): TypeRef | undefined {
  const candidates: unknown[] = [
    field === undefined ? undefined : Reflect.getMetadata('design:type', prototype, field),
    getter === undefined ? undefined : Reflect.getMetadata('design:returntype', prototype, getter),
    setter === undefined ? undefined : (Reflect.getMetadata('design:paramtypes', prototype, setter) as unknown[] | undefined)?.[0],
  ];
  const found = candidates.find((candidate) => candidate !== undefined && candidate !== Object);
  return found as TypeRef | undefined;
}

function describe(type: new () => object, name: string, field: string | undefined, getter: string | undefined, setter: string | undefined): Property {
  const prototype = type.prototype as object;
  const jsonProperty = first<Required<JsonPropertyOptions>>(prototype, [field, getter, setter], JSON_PROPERTY);
  const description = first<string>(prototype, [field, getter], JSON_PROPERTY_DESCRIPTION);
  return {
    jsonName: jsonProperty !== undefined && jsonProperty.value !== '' ? jsonProperty.value : name,
    name,
    field,
    getter,
    setter,
    javaType: JavaTypes.ofBeanProperty(type, name, getter),
    type: declaredType(prototype, field, getter, setter),
    jsonProperty,
    description: description !== undefined && description !== '' ? description : undefined,
    aliases: first<string[]>(prototype, [field, setter, getter], JSON_ALIAS) ?? [],
    schema: first<Required<SchemaOptions>>(prototype, [field, getter], SWAGGER_SCHEMA),
    ignored: false,
  };
}
