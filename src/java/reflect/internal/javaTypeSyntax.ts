/* spring-ai-ts, Apache-2.0. Internal: parses the Java type text of @JavaType. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { javaValueKindOfName, type JavaValueKind, type JsonFormatValue } from '../../jackson/jsr310/JavaTimeJson.js';

/** Java's number types, as `@JavaType` names them (boxed or not). */
export type JavaNumberKind = 'int' | 'long' | 'short' | 'byte' | 'double' | 'float' | 'BigDecimal' | 'BigInteger';

/** A parsed Java type. */
export type JavaTypeNode =
  | { readonly kind: 'number'; readonly number: JavaNumberKind; readonly primitive: boolean }
  | { readonly kind: 'string' }
  | { readonly kind: 'boolean'; readonly primitive: boolean }
  | { readonly kind: 'object' }
  | { readonly kind: 'void' }
  | { readonly kind: 'list'; readonly element: JavaTypeNode; readonly collection: 'List' | 'Set' | 'Collection' | 'array' }
  | { readonly kind: 'map'; readonly key: JavaTypeNode; readonly value: JavaTypeNode }
  | { readonly kind: 'optional'; readonly element: JavaTypeNode }
  | { readonly kind: 'class'; readonly name: string }
  /** A java.time type (a js-joda value) or `UUID` (a string), with `@JsonFormat` from its declaration. */
  | { readonly kind: 'value'; readonly value: JavaValueKind; readonly format?: JsonFormatValue };

const NUMBERS: Readonly<Record<string, [JavaNumberKind, boolean]>> = {
  int: ['int', true],
  Integer: ['int', false],
  long: ['long', true],
  Long: ['long', false],
  short: ['short', true],
  Short: ['short', false],
  byte: ['byte', true],
  Byte: ['byte', false],
  double: ['double', true],
  Double: ['double', false],
  float: ['float', true],
  Float: ['float', false],
  BigDecimal: ['BigDecimal', false],
  BigInteger: ['BigInteger', false],
};

const LISTS = new Set(['List', 'ArrayList', 'LinkedList', 'Collection', 'Iterable', 'Set', 'HashSet', 'LinkedHashSet', 'TreeSet', 'SortedSet']);
const MAPS = new Set(['Map', 'HashMap', 'LinkedHashMap', 'TreeMap', 'SortedMap']);

function collectionOf(name: string): 'List' | 'Set' | 'Collection' {
  if (name.endsWith('Set')) return 'Set';
  return name === 'Collection' || name === 'Iterable' ? 'Collection' : 'List';
}

/** Splits `A, Map<B, C>` at the top-level commas. */
function splitArguments(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '<') depth++;
    else if (char === '>') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

function invalid(source: string, reason: string): IllegalArgumentException {
  return new IllegalArgumentException(`@JavaType('${source}'): ${reason}`);
}

function parseNode(text: string, source: string): JavaTypeNode {
  const trimmed = text.trim();
  if (trimmed === '') throw invalid(source, 'a type is missing');
  if (trimmed.endsWith('[]')) {
    return { kind: 'list', element: parseNode(trimmed.slice(0, -2), source), collection: 'array' };
  }
  const open = trimmed.indexOf('<');
  // `java.util.List` and `List` are the same type: only the simple name counts.
  const rawName = (open < 0 ? trimmed : trimmed.slice(0, open)).trim();
  const name = rawName.slice(rawName.lastIndexOf('.') + 1);
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw invalid(source, `'${rawName}' is not a Java type name`);
  let args: string[] = [];
  if (open >= 0) {
    if (!trimmed.endsWith('>')) throw invalid(source, `'${trimmed}' has no closing '>'`);
    args = splitArguments(trimmed.slice(open + 1, -1));
  }
  const expectArgs = (count: number): void => {
    if (args.length !== count) throw invalid(source, `${name} takes ${count} type argument${count === 1 ? '' : 's'}, found ${args.length}`);
  };
  const number = NUMBERS[name];
  if (number !== undefined) {
    expectArgs(0);
    return { kind: 'number', number: number[0], primitive: number[1] };
  }
  switch (name) {
    case 'String':
    case 'CharSequence':
    case 'char':
    case 'Character':
      expectArgs(0);
      return { kind: 'string' };
    case 'boolean':
    case 'Boolean':
      expectArgs(0);
      return { kind: 'boolean', primitive: name === 'boolean' };
    case 'Object':
      expectArgs(0);
      return { kind: 'object' };
    case 'void':
    case 'Void':
      expectArgs(0);
      return { kind: 'void' };
    case 'Optional':
      expectArgs(1);
      return { kind: 'optional', element: parseNode(args[0]!, source) };
    default:
      break;
  }
  if (LISTS.has(name)) {
    if (args.length === 0) return { kind: 'list', element: { kind: 'object' }, collection: collectionOf(name) };
    expectArgs(1);
    return { kind: 'list', element: parseNode(args[0]!, source), collection: collectionOf(name) };
  }
  if (MAPS.has(name)) {
    if (args.length === 0) return { kind: 'map', key: { kind: 'string' }, value: { kind: 'object' } };
    expectArgs(2);
    return { kind: 'map', key: parseNode(args[0]!, source), value: parseNode(args[1]!, source) };
  }
  const value = javaValueKindOfName(name);
  if (value !== undefined) {
    expectArgs(0);
    return { kind: 'value', value };
  }
  if (args.length > 0) throw invalid(source, `generic class ${name}<…> is not supported; name a class without type arguments`);
  return { kind: 'class', name };
}

const parsedCache = new Map<string, JavaTypeNode>();

/**
 * Parses a Java type as written in Java source (`int`, `List<String>`, `Map<String, Room>`).
 *
 * @throws IllegalArgumentException naming the text when it is not a Java type
 */
export function parseJavaType(text: string): JavaTypeNode {
  const cached = parsedCache.get(text);
  if (cached !== undefined) return cached;
  if (typeof text !== 'string') throw new IllegalArgumentException('@JavaType needs the Java type as a string');
  const parsed = parseNode(text, text);
  parsedCache.set(text, parsed);
  return parsed;
}
