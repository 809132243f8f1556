/* spring-ai-ts, Apache-2.0. Internal: BeanOutputConverter's schema settings on top of JsonSchemaGenerator. */
import { JsonSchemaGenerator } from '../../util/json/schema/JsonSchemaGenerator.js';
import { SchemaOption } from '../../util/json/schema/SchemaOption.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import { withoutSwagger } from '../../util/json/schema/types/TypeSchemas.js';

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites an object schema as Spring's BeanOutputConverter generator (victools, 1.1.8) writes
 * it: every property required, in property order, and `"additionalProperties": false` (also on
 * objects without properties, such as a `Map`).
 */
function forbidAdditionalAndRequireAll(node: SchemaNode): SchemaNode {
  const rewritten: SchemaNode = {};
  const properties = node['properties'];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'required' || key === 'additionalProperties') continue;
    rewritten[key] = rewriteNested(key, value);
    if (key === 'properties' && isNode(properties)) rewritten['required'] = Object.keys(properties);
  }
  rewritten['additionalProperties'] = false;
  return rewritten;
}

function rewriteNested(key: string, value: unknown): unknown {
  if (key === 'properties' || key === '$defs') {
    if (!isNode(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, rewrite(child)]));
  }
  if (key === 'items' || key === 'additionalProperties') return rewrite(value);
  if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') return Array.isArray(value) ? value.map(rewrite) : value;
  return value;
}

/** The OpenAPI number formats that BeanOutputConverter's generator (without EXTRA_OPEN_API_FORMAT_VALUES) leaves out. */
const NUMBER_FORMATS: ReadonlySet<unknown> = new Set(['int32', 'int64', 'float', 'double']);

function rewrite(value: unknown): unknown {
  if (!isNode(value)) return value;
  if (NUMBER_FORMATS.has(value['format']) && (value['type'] === 'integer' || value['type'] === 'number')) {
    const { format: _format, ...rest } = value;
    return rest;
  }
  if (isNode(value['properties'])) return forbidAdditionalAndRequireAll(value);
  // Any other object (a Map): victools' FORBIDDEN_ADDITIONAL_PROPERTIES_BY_DEFAULT forbids them too.
  if (value['type'] === 'object' && !('additionalProperties' in value)) return { ...value, additionalProperties: false };
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rewriteNested(key, child)]));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** BeanOutputConverter's schema of each class and its printed form, generated once per class. */
const cache = new WeakMap<object, { schema: SchemaNode; printed: Map<string, string> }>();

function entry(type: TypeRef): { schema: SchemaNode; printed: Map<string, string> } {
  const owner = type as object;
  const found = typeof owner === 'function' ? cache.get(owner) : undefined;
  if (found !== undefined) return found;
  const generated = JSON.parse(
    withoutSwagger(() => JsonSchemaGenerator.generateForType(type, SchemaOption.ALLOW_ADDITIONAL_PROPERTIES_BY_DEFAULT)),
  ) as SchemaNode;
  const created = { schema: deepFreeze(rewrite(generated) as SchemaNode), printed: new Map<string, string>() };
  if (typeof owner === 'function') cache.set(owner, created);
  return created;
}

/** The schema BeanOutputConverter uses for `type`, shared and frozen (copy it to change it). */
export function beanOutputSchema(type: TypeRef): Readonly<SchemaNode> {
  return entry(type).schema;
}

/** `print(schema)` of the unchanged schema of `type`, printed once per class and line separator. */
export function printedBeanOutputSchema(type: TypeRef, lineSeparator: string, print: (schema: SchemaNode) => string): string {
  const { schema, printed } = entry(type);
  const found = printed.get(lineSeparator);
  if (found !== undefined) return found;
  const text = print(schema);
  printed.set(lineSeparator, text);
  return text;
}

/** The schema a `$ref` names (`#`, `#/$defs/Name`), or the schema itself. */
function resolve(schema: SchemaNode, root: SchemaNode): unknown {
  const ref = schema['$ref'];
  if (ref === '#') return root;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const definitions = root['$defs'];
    return isNode(definitions) ? definitions[ref.slice('#/$defs/'.length)] : undefined;
  }
  return schema;
}

/**
 * Drops the JSON properties the schema does not list, at every level the schema describes with
 * `properties` (following `$ref`s into `$defs`), as Jackson does for a class without such fields
 * (with `FAIL_ON_UNKNOWN_PROPERTIES` off). Objects whose schema lists no properties are kept whole.
 */
export function pruneToSchema(value: unknown, schema: unknown, root: unknown = schema): unknown {
  if (!isNode(schema) || !isNode(root)) return value;
  const resolved = resolve(schema, root);
  if (!isNode(resolved)) return value;
  if (Array.isArray(value)) {
    const items = resolved['items'];
    return isNode(items) ? value.map((element) => pruneToSchema(element, items, root)) : value;
  }
  const properties = resolved['properties'];
  if (typeof value !== 'object' || value === null || !isNode(properties) || Object.keys(properties).length === 0) {
    return value;
  }
  const pruned: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (Object.prototype.hasOwnProperty.call(properties, key)) pruned[key] = pruneToSchema(entry, properties[key], root);
  }
  return pruned;
}
