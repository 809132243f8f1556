/* spring-ai-ts, Apache-2.0. Internal: BeanOutputConverter's construction of translated Java records. */
import { JavaBeanProperties } from '../../java/reflect/JavaBeanProperties.js';
import { RecordComponents } from '../../java/reflect/RecordComponents.js';
import { JavaTypes, type JavaTypeNode } from '../../java/reflect/JavaType.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import { javaValueClassName } from '../../java/jackson/jsr310/JavaTimeJson.js';
import { JavaValueReadError, readJavaValueOf } from '../../java/jackson/jsr310/JavaTimeReader.js';
import { classProperties } from '../../util/json/schema/types/ClassProperties.js';
import { isBeanClass, isEnumClass } from '../../util/json/schema/types/TypeKinds.js';

const INT_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  int: [-2147483648, 2147483647],
  short: [-32768, 32767],
  byte: [-128, 255],
  long: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

function javaName(node: JavaTypeNode): string {
  switch (node.kind) {
    case 'number':
      return node.primitive ? node.number : ({ int: 'java.lang.Integer', long: 'java.lang.Long', short: 'java.lang.Short', byte: 'java.lang.Byte', double: 'java.lang.Double', float: 'java.lang.Float', BigDecimal: 'java.math.BigDecimal', BigInteger: 'java.math.BigInteger' } as const)[node.number];
    case 'string':
      return 'java.lang.String';
    case 'boolean':
      return node.primitive ? 'boolean' : 'java.lang.Boolean';
    case 'list':
      return node.collection === 'array' ? `${javaName(node.element)}[]` : `java.util.${node.collection === 'Set' ? 'Set' : 'List'}<${javaName(node.element)}>`;
    case 'map':
      return `java.util.Map<${javaName(node.key)},${javaName(node.value)}>`;
    case 'optional':
      return `java.util.Optional<${javaName(node.element)}>`;
    case 'class':
      return node.name;
    case 'value':
      return javaValueClassName(node.value);
    default:
      return 'java.lang.Object';
  }
}

function jsonToken(value: unknown): string {
  if (typeof value === 'string') return 'String';
  if (typeof value === 'boolean') return 'Boolean value';
  if (Array.isArray(value)) return 'Array value (token `JsonToken.START_ARRAY`)';
  if (typeof value === 'object' && value !== null) return 'Object value (token `JsonToken.START_OBJECT`)';
  return 'value';
}

function mismatch(value: unknown, node: JavaTypeNode, path: string): RuntimeException {
  const at = path === '' ? '' : ` (through reference chain: ${path})`;
  const detail = typeof value === 'string' ? ` from String ${JSON.stringify(value)}: not a valid \`${javaName(node)}\` value` : ` from ${jsonToken(value)}`;
  return new RuntimeException(`Cannot deserialize value of type \`${javaName(node)}\`${detail}${at}`);
}

function readNumber(value: unknown, node: Extract<JavaTypeNode, { kind: 'number' }>, path: string): unknown {
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) number = Number(value);
  if (number === undefined) throw mismatch(value, node, path);
  const range = INT_RANGES[node.number];
  if (range !== undefined || node.number === 'BigInteger') {
    // Jackson's ACCEPT_FLOAT_AS_INT (on by default) truncates a fraction.
    const whole = Math.trunc(number);
    if (range !== undefined && (whole < range[0] || whole > range[1])) {
      throw new RuntimeException(
        `Numeric value (${String(value)}) out of range of ${node.number} (${range[0]} - ${range[1]})${path === '' ? '' : ` (through reference chain: ${path})`}`,
      );
    }
    return whole;
  }
  return number;
}

/**
 * Reads a parsed JSON value into the Java type stated with `@JavaType`, as Jackson does: numbers
 * of the declared width, lists and sets of converted elements, maps as `Map`, records and beans
 * built as instances. A value that does not fit throws `RuntimeException` with Jackson's message.
 */
export function readJavaValue(value: unknown, node: JavaTypeNode, path = ''): unknown {
  if (value === null || value === undefined) {
    if (node.kind === 'number' && node.primitive) return 0;
    if (node.kind === 'boolean' && node.primitive) return false;
    return value;
  }
  switch (node.kind) {
    case 'number':
      return readNumber(value, node, path);
    case 'string':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw mismatch(value, node, path);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw mismatch(value, node, path);
    case 'object':
      return value;
    case 'void':
      return undefined;
    case 'optional':
      return readJavaValue(value, node.element, path);
    case 'list': {
      if (!Array.isArray(value)) throw mismatch(value, node, path);
      const elements = value.map((element, index) => readJavaValue(element, node.element, `${path}[${index}]`));
      return node.collection === 'Set' ? new Set(elements) : elements;
    }
    case 'map': {
      if (typeof value !== 'object' || Array.isArray(value)) throw mismatch(value, node, path);
      // A key of a value type (a LocalDate) is the value's toString(), as translated code keys such maps.
      const mapKey = (key: string): string => (node.key.kind === 'value' ? String(readTimeValue(key, node.key, path)) : key);
      return new Map(Object.entries(value).map(([key, entry]) => [mapKey(key), readJavaValue(entry, node.value, `${path}["${key}"]`)]));
    }
    case 'class':
      return readClassValue(value, JavaTypes.resolveClass(node.name), path);
    case 'value':
      return readTimeValue(value, node, path);
  }
}

/** A java.time value or UUID, with Jackson's message when the JSON is not one. */
function readTimeValue(value: unknown, node: Extract<JavaTypeNode, { kind: 'value' }>, path: string): unknown {
  try {
    return readJavaValueOf(value, node.value, node.format);
  } catch (error) {
    if (!(error instanceof JavaValueReadError)) throw error;
    const type = javaName(node);
    const at = path === '' ? '' : ` (through reference chain: ${path})`;
    const source = typeof value === 'string' ? `String ${JSON.stringify(value)}` : jsonToken(value);
    const cause = error.detail.startsWith('Unexpected token') ? error.detail : `Failed to deserialize ${type}: (java.time.format.DateTimeParseException) ${error.detail}`;
    throw new RuntimeException(`Cannot deserialize value of type \`${type}\` from ${source}: ${cause}${at}`);
  }
}

function readClassValue(value: unknown, type: unknown, path: string): unknown {
  const enumClass = type as { values?: () => readonly { name(): string }[] };
  if (typeof enumClass.values === 'function') {
    const found = enumClass.values().find((constant) => constant.name() === value);
    if (found === undefined) throw mismatch(value, { kind: 'class', name: (type as { name: string }).name }, path);
    return found;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw mismatch(value, { kind: 'class', name: (type as { name: string }).name }, path);
  }
  if (RecordComponents.of(type) !== undefined) return toRecord(type, value as Record<string, unknown>, path);
  if (JavaBeanProperties.of(type) !== undefined) return toJavaBean(type, value as Record<string, unknown>, path);
  return value;
}

/**
 * Reads a value whose type TypeScript recorded (a decorated class's `design:*` metadata): an enum
 * class's constant, a record or a bean built as one; anything else as parsed.
 */
function readDeclared(value: unknown, type: unknown, path: string): unknown {
  if (value === null || value === undefined || (!isBeanClass(type) && !isEnumClass(type))) return value;
  if (isEnumClass(type) || RecordComponents.of(type) !== undefined || JavaBeanProperties.of(type) !== undefined) {
    return readClassValue(value, type, path);
  }
  return value;
}

/**
 * True when `type` is a record class whose components are exactly the properties of its schema
 * (so a class described by class-validator decorators keeps class-transformer's path).
 */
export function isRecordSchema(type: unknown, schema: Record<string, unknown> | undefined): boolean {
  const components = RecordComponents.of(type);
  const properties = schema?.['properties'];
  if (components === undefined || typeof properties !== 'object' || properties === null) return false;
  const names = Object.keys(properties);
  const written = components.filter((component) => !component.ignored);
  return names.length === written.length && written.every((component) => names.includes(component.jsonName));
}

/**
 * Builds a record through its positional constructor from a parsed JSON object: each argument is
 * the property named after the component, itself built as a record where its declared type is one.
 */
export function toRecord(type: unknown, value: Record<string, unknown>, path = ''): object {
  const components = RecordComponents.of(type) ?? [];
  const owner = (type as { name: string }).name;
  return RecordComponents.instantiate(
    type,
    components.map((component) => {
      // Jackson: the JSON name (@JsonProperty), else an alias (@JsonAlias); an ignored component gets null.
      if (component.ignored) return null;
      const property = RecordComponents.read(component, value);
      const at = `${path === '' ? owner : path}["${component.jsonName}"]`;
      if (component.javaType !== undefined) return readJavaValue(property, component.javaType, at);
      return readDeclared(property, component.type, at);
    }),
  );
}

/**
 * True when `type` is a JavaBean class (fields with accessors, no class-validator decorators)
 * whose properties are exactly the properties of its schema.
 */
export function isJavaBeanSchema(type: unknown, schema: Record<string, unknown> | undefined): boolean {
  // A class described by class-validator decorators keeps class-transformer's path.
  if (typeof type !== 'function' || classProperties(type as new () => object).length > 0) return false;
  const beanProperties = JavaBeanProperties.of(type);
  const properties = schema?.['properties'];
  if (beanProperties === undefined || typeof properties !== 'object' || properties === null) return false;
  const names = Object.keys(properties);
  return names.length === beanProperties.length && beanProperties.every((property) => names.includes(property.jsonName));
}

/**
 * Builds a JavaBean as Jackson does: the no-argument constructor, then, for each property present
 * in the JSON (under its JSON name or an alias), its setter or else its field, with the value read
 * into the property's declared type; unknown JSON properties are ignored.
 */
export function toJavaBean(type: unknown, value: Record<string, unknown>, path = ''): object {
  const owner = (type as { name: string }).name;
  const converted: Record<string, unknown> = {};
  for (const property of JavaBeanProperties.of(type) ?? []) {
    if (!JavaBeanProperties.has(property, value)) continue;
    const raw = JavaBeanProperties.value(property, value);
    const at = `${path === '' ? owner : path}["${property.jsonName}"]`;
    let read: unknown = raw;
    if (property.javaType !== undefined) read = readJavaValue(raw, property.javaType, at);
    else read = readDeclared(raw, property.type, at);
    converted[property.jsonName] = read;
  }
  return JavaBeanProperties.instantiate(type, converted);
}
