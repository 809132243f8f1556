/* spring-ai-ts, Apache-2.0. Internal helpers reproducing java.util.Objects equality, hashing and toString. */
import { Duration } from '@js-joda/core';
import { parseConstructorParameterNames } from './parameterNames.js';

/** Something with Java-style value equality. */
interface HasEquals {
  equals(other: unknown): boolean;
}

/** Something with a Java-style hash code. */
interface HasHashCode {
  hashCode(): number;
}

const hasEquals = (value: unknown): value is HasEquals =>
  typeof value === 'object' && value !== null && typeof (value as HasEquals).equals === 'function';

const hasHashCode = (value: unknown): value is HasHashCode =>
  typeof value === 'object' && value !== null && typeof (value as HasHashCode).hashCode === 'function';

/**
 * `Objects.equals(a, b)`: `null` and `undefined` are the same absent value; objects with an
 * `equals` method decide themselves; arrays (Java lists), `Map`s and `Set`s compare their
 * elements; plain objects (Java maps given as objects) compare their own entries; anything else
 * compares by identity (`Object.is`, so `NaN` equals `NaN` as `Double.equals` does).
 */
export function objectsEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) {
    return (a === null || a === undefined) && (b === null || b === undefined);
  }
  if (hasEquals(a)) return a.equals(b);
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((element, index) => objectsEquals(element, b[index]));
  }
  if (a instanceof Map) {
    if (!(b instanceof Map) || a.size !== b.size) return false;
    for (const [key, value] of a) {
      if (!b.has(key) || !objectsEquals(value, b.get(key))) return false;
    }
    return true;
  }
  if (a instanceof Set) {
    if (!(b instanceof Set) || a.size !== b.size) return false;
    for (const element of a) {
      if (!b.has(element) && ![...b].some((other) => objectsEquals(element, other))) return false;
    }
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => Object.hasOwn(b, key) && objectsEquals(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** True for `{}` literals and `Object.create(null)` objects (not class instances). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const identities = new WeakMap<object, number>();
let nextIdentity = 1;

/** Java's `String.hashCode()`. */
export function stringHash(value: string): number {
  let hash = 0;
  for (let index = 0; index < value.length; index++) {
    hash = (Math.imul(31, hash) + value.charCodeAt(index)) | 0;
  }
  return hash;
}

/**
 * `Objects.hashCode(value)`, consistent with {@link objectsEquals}: absent values hash to 0,
 * strings as Java strings, integers as `Integer`, booleans as `Boolean`, lists, maps and sets as
 * the Java collections do, objects with `hashCode()` by their own method, other objects by a
 * stable identity number.
 */
export function objectsHashCode(value: unknown): number {
  if (value === null || value === undefined) return 0;
  switch (typeof value) {
    case 'string':
      return stringHash(value);
    case 'boolean':
      return value ? 1231 : 1237;
    case 'number':
      return Number.isInteger(value) ? value | 0 : stringHash(String(value));
    case 'bigint':
      return Number(BigInt.asIntN(32, value ^ (value >> 32n)));
    case 'symbol':
      return stringHash(value.toString());
    case 'function':
      return identityHash(value);
    default:
      break;
  }
  if (hasHashCode(value)) return value.hashCode() | 0;
  if (value instanceof Duration) return durationHash(value);
  if (Array.isArray(value)) return objectsHash(...(value as unknown[]));
  if (value instanceof Map) {
    let hash = 0;
    for (const [key, element] of value) hash = (hash + (objectsHashCode(key) ^ objectsHashCode(element))) | 0;
    return hash;
  }
  if (value instanceof Set) {
    let hash = 0;
    for (const element of value) hash = (hash + objectsHashCode(element)) | 0;
    return hash;
  }
  if (isPlainObject(value)) {
    let hash = 0;
    for (const [key, element] of Object.entries(value)) {
      hash = (hash + (stringHash(key) ^ objectsHashCode(element))) | 0;
    }
    return hash;
  }
  return identityHash(value);
}

/** `java.time.Duration.hashCode()` (js-joda's `Duration` has none): `(int) (seconds ^ (seconds >>> 32)) + 51 * nanos`. */
function durationHash(duration: Duration): number {
  const seconds = BigInt.asUintN(64, BigInt(duration.seconds()));
  return (Number(BigInt.asIntN(32, seconds ^ (seconds >> 32n))) + Math.imul(51, duration.nano())) | 0;
}

function identityHash(value: object): number {
  let identity = identities.get(value);
  if (identity === undefined) {
    identity = nextIdentity++;
    identities.set(value, identity);
  }
  return identity;
}

/** `Objects.hash(values...)`: `31 * h + hashCode(element)` over the values, starting at 1. */
export function objectsHash(...values: unknown[]): number {
  let hash = 1;
  for (const value of values) hash = (Math.imul(31, hash) + objectsHashCode(value)) | 0;
  return hash;
}

/**
 * `String.valueOf(value)` as Java prints it: `null` for absent values, `[a, b]` for lists, arrays and
 * sets, `{k=v, …}` for maps and plain objects (a collection that contains itself prints
 * `(this Collection)` / `(this Map)` there), numbers as Java's `int`/`long` (integers) or `double`
 * (`0.5`, `1.0E-5`, `1.2345678E7`, `NaN`), the object's own `toString()` where its class has one, a
 * translated record without one as `Name[a=…, b=…]` (its accessors, in constructor order), and any
 * other class instance as `Name@hash` (Java's `Object.toString`, without the package).
 */
export function javaToString(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return javaNumberToString(value);
    case 'object':
      break;
    default:
      return String(value);
  }
  const element = (item: unknown, self: string): string => (item === value ? self : javaToString(item));
  if (Array.isArray(value)) return `[${value.map((item) => element(item, '(this Collection)')).join(', ')}]`;
  if (value instanceof Map) {
    return `{${[...value].map(([key, item]) => `${element(key, '(this Map)')}=${element(item, '(this Map)')}`).join(', ')}}`;
  }
  if (value instanceof Set) return `[${[...value].map((item) => element(item, '(this Collection)')).join(', ')}]`;
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    return `[${[...(value as unknown as Iterable<unknown>)].map((item) => javaToString(item)).join(', ')}]`;
  }
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}=${element(item, '(this Map)')}`)
      .join(', ')}}`;
  }
  if ((value as { toString: unknown }).toString !== Object.prototype.toString) return String(value);
  const type = (value as { constructor?: unknown }).constructor;
  const components = recordComponentNames(type);
  const name = typeof type === 'function' && type.name !== '' ? type.name : 'Object';
  if (components === undefined) return `${name}@${(identityHash(value) >>> 0).toString(16)}`;
  const record = value as Record<string, () => unknown>;
  return `${name}[${components.map((component) => `${component}=${element(record[component]!(), name)}`).join(', ')}]`;
}

const recordComponentsCache = new WeakMap<object, readonly string[] | null>();

/**
 * The component names of a Java record translated as a class (a positional constructor whose every
 * parameter has an accessor method of the same name, a leading `_` dropped), or `undefined`.
 */
export function recordComponentNames(type: unknown): readonly string[] | undefined {
  if (typeof type !== 'function' || type.prototype === undefined) return undefined;
  const cached = recordComponentsCache.get(type);
  if (cached !== undefined) return cached ?? undefined;
  let names: string[] | undefined = [];
  const parameters = parseConstructorParameterNames(type as abstract new (...args: never[]) => unknown);
  const prototype = type.prototype as Record<string, unknown>;
  for (const parameter of parameters ?? []) {
    const candidates = parameter.name === undefined ? [] : [parameter.name, parameter.name.replace(/^_+/, '')];
    const name = candidates.find((candidate) => candidate !== '' && typeof prototype[candidate] === 'function');
    if (name === undefined) {
      names = undefined;
      break;
    }
    names.push(name);
  }
  if (names?.length === 0) names = undefined;
  recordComponentsCache.set(type, names ?? null);
  return names;
}

/**
 * A number as Java prints it: a safe integer as an `int`/`long` (`42`), anything else as
 * `Double.toString` does (`0.5`, `100.25`, `1.0E-5`, `1.2345678E7`, `-0.0`, `NaN`, `Infinity`).
 */
export function javaNumberToString(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return String(value);
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '-0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

/**
 * Copies a Java `Map<String, Object>` argument, given as a `Map` or a plain object, into a new
 * `Map` (porting rule [6](../../../../docs/PORTING.md#rule-6-collections): such parameters accept both).
 */
export function toMap<V = unknown>(value: ReadonlyMap<string, V> | Readonly<Record<string, V>>): Map<string, V> {
  return value instanceof Map ? new Map(value) : new Map(Object.entries(value as Record<string, V>));
}
