/* spring-ai-ts, Apache-2.0. Internal: ModelOptionsUtils' OBJECT_MAPPER, writing and reading values as Jackson does. */
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { RecordComponents } from '../../java/reflect/RecordComponents.js';
import { isIncluded } from '../../java/jackson/annotation/JsonInclude.js';
import { JSON_PROPERTIES, JSON_PROPERTY_ORDER, type JsonPropertiesSpec } from '../../java/core/lang/jsonProperties.js';
import { RawJsonNumber, javaValueKindOf, writeJavaValue } from '../../java/jackson/jsr310/JavaTimeJson.js';

type Getter = readonly [name: string, read: () => unknown];

/** Java's `Introspector.decapitalize`: `Name` → `name`, `URL` stays `URL`. */
export function decapitalize(name: string): string {
  if (/^[A-Z]{2}/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** `name` → `Name`, for `getName`/`setName`. */
export function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The `@JsonProperty` declaration of `type`, if it has one. */
export function jsonPropertiesOf(type: unknown): JsonPropertiesSpec | undefined {
  if (typeof type !== 'function') return undefined;
  return (type as unknown as { [JSON_PROPERTIES]?: JsonPropertiesSpec })[JSON_PROPERTIES];
}

/** The methods on the prototype chain of `value` (nearest first), by name. */
function methodsOf(prototype: object | null): Map<string, (...args: unknown[]) => unknown> {
  const methods = new Map<string, (...args: unknown[]) => unknown>();
  for (let current = prototype; current !== null && current !== Object.prototype; current = Object.getPrototypeOf(current) as object | null) {
    for (const key of Object.getOwnPropertyNames(current)) {
      if (key === 'constructor' || methods.has(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(current, key);
      if (typeof descriptor?.value === 'function') methods.set(key, descriptor.value as (...args: unknown[]) => unknown);
    }
  }
  return methods;
}

/**
 * The bean properties Jackson (and Spring's `BeanWrapper`) find on `value`: its `getX()`/`isX()`
 * methods. Properties backed by a field come first in field order (the class's declared Java
 * order when it has one), as Jackson orders them.
 */
export function beanGetters(value: object): Getter[] {
  const getters = new Map<string, () => unknown>();
  for (const [key, method] of methodsOf(Object.getPrototypeOf(value) as object | null)) {
    const match = /^(get|is)([A-Z].*)$/.exec(key);
    if (match === null || method.length !== 0 || key === 'getClass') continue;
    const name = decapitalize(match[2]!);
    if (!getters.has(name) || match[1] === 'get') getters.set(name, () => method.call(value));
  }
  const ordered: Getter[] = [];
  const declared = (value.constructor as { [JSON_PROPERTY_ORDER]?: readonly string[] })[JSON_PROPERTY_ORDER] ?? [];
  for (const field of [...declared, ...Object.keys(value)]) {
    const read = getters.get(field);
    if (read !== undefined) {
      ordered.push([field, read]);
      getters.delete(field);
    }
  }
  return [...ordered, ...getters];
}

/** The setter `setX(v)` of property `name` on `target`, if any. */
export function setterOf(target: object, name: string): ((value: unknown) => void) | undefined {
  const setter = (target as Record<string, unknown>)[`set${capitalize(name)}`];
  return typeof setter === 'function' ? (value: unknown) => (setter as (value: unknown) => void).call(target, value) : undefined;
}

/**
 * `value` as the JSON tree Jackson writes (`OBJECT_MAPPER.writeValueAsString`, parsed): `null`
 * for absent, `Map` as an object, `Set` as an array, a `toJSON()` result, a class declaring its
 * `@JsonProperty` fields by them, a record by its components, a ported enum by its name, any other
 * class instance by its getters, a plain object by its fields; a js-joda value as Jackson's
 * `JavaTimeModule` writes it (`[2026,3,7]`, decimal seconds: a {@link RawJsonNumber} keeping its
 * text when `raw`, else the number).
 */
export function toTree(value: unknown, stack: Set<object> = new Set(), raw = false): unknown {
  if (value === null || value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'object') return value;
  if (stack.has(value)) throw new RuntimeException('Direct self-reference leading to cycle');
  stack.add(value);
  try {
    if (value instanceof Date) return value.getTime();
    if (javaValueKindOf(value) !== undefined) {
      const written = writeJavaValue(value);
      return written instanceof RawJsonNumber && !raw ? Number(written.text) : written;
    }
    if (Array.isArray(value) || value instanceof Set) return [...(value as Iterable<unknown>)].map((item) => toTree(item, stack, raw));
    if (value instanceof Map) {
      const result: Record<string, unknown> = {};
      for (const [key, item] of value as Map<unknown, unknown>) result[String(key)] = toTree(item, stack, raw);
      return result;
    }
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') return toTree(toJSON.call(value), stack, raw);
    const candidate = value as { name?: unknown; ordinal?: unknown };
    if (typeof candidate.name === 'function' && typeof candidate.ordinal === 'function') return String((candidate.name as () => unknown).call(value));
    const prototype = Object.getPrototypeOf(value) as object | null;
    const result: Record<string, unknown> = {};
    if (prototype === null || prototype === Object.prototype) {
      for (const [key, item] of Object.entries(value)) result[key] = toTree(item, stack, raw);
      return result;
    }
    const type = (value as object).constructor;
    const spec = jsonPropertiesOf(type);
    if (spec !== undefined) {
      for (const { json, property } of spec.properties) {
        const item = toTree((value as Record<string, () => unknown>)[`get${capitalize(property)}`]!.call(value), stack, raw);
        if (item !== null || spec.nonNull !== true) result[json] = item;
      }
      return result;
    }
    const components = RecordComponents.of(type);
    if (components !== undefined) {
      for (const component of components.filter((candidate) => !candidate.ignored)) {
        const item = (value as Record<string, () => unknown>)[component.name]!.call(value);
        if (isIncluded(component.include, item)) result[component.jsonName] = toTree(item, stack, raw);
      }
      return result;
    }
    for (const [name, read] of beanGetters(value)) result[name] = toTree(read(), stack, raw);
    return result;
  } finally {
    stack.delete(value);
  }
}

/** A parsed JSON value as Jackson reads it into `Object`: objects as (insertion-ordered) `Map`s. */
export function toJavaValue(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(toJavaValue);
  if (typeof json === 'object' && json !== null) {
    return new Map(Object.entries(json as Record<string, unknown>).map(([key, item]) => [key, toJavaValue(item)]));
  }
  return json;
}

/**
 * Jackson's `readValue(json, type)` from a parsed JSON object: a new instance through the
 * no-argument constructor, each JSON field written through its `@JsonProperty` declaration or
 * its setter (or a public field of that name); unknown fields are ignored.
 */
export function readInto<T>(type: new () => T, tree: Readonly<Record<string, unknown>>): T {
  const target = new type() as T & object;
  const spec = jsonPropertiesOf(type);
  if (spec !== undefined) {
    for (const { json, property, read } of spec.properties) {
      if (!Object.prototype.hasOwnProperty.call(tree, json)) continue;
      const item = tree[json];
      setterOf(target, property)?.(item === null ? undefined : read !== undefined ? read(item) : toJavaValue(item));
    }
    return target;
  }
  for (const [key, item] of Object.entries(tree)) {
    const value = item === null ? undefined : toJavaValue(item);
    const setter = setterOf(target, key);
    if (setter !== undefined) setter(value);
    else if (Object.prototype.hasOwnProperty.call(target, key) && typeof (target as Record<string, unknown>)[key] !== 'function') (target as Record<string, unknown>)[key] = value;
  }
  return target;
}
