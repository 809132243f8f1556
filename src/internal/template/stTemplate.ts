/* spring-ai-ts, Apache-2.0. Internal: the subset of StringTemplate 4 that StTemplateRenderer understands. */

/** StringTemplate's built-in functions (`Compiler.funcs`). */
export const ST_FUNCTIONS: ReadonlySet<string> = new Set([
  'first',
  'last',
  'rest',
  'reverse',
  'trunc',
  'strip',
  'trim',
  'length',
  'strlen',
]);

/** A literal piece of the template. */
interface TextSegment {
  readonly kind: 'text';
  readonly text: string;
}

/** One `{...}` expression. */
interface ExpressionSegment {
  readonly kind: 'expression';
  /** The function applied to the path, if any (`{length(items)}`). */
  readonly fn: string | undefined;
  /** `a.b.c` → `['a', 'b', 'c']`. */
  readonly path: readonly string[];
  /** Options after `;` (`separator`, `null`). */
  readonly options: ReadonlyMap<string, string>;
}

/** A parsed template segment. */
export type Segment = TextSegment | ExpressionSegment;

/** A parsed template: its segments and the identifiers ST's token scan would report as variables. */
export interface ParsedTemplate {
  readonly segments: readonly Segment[];
  /** Identifier tokens in order of appearance, with whether each follows a dot. */
  readonly identifiers: readonly { readonly name: string; readonly afterDot: boolean }[];
}

/** Thrown by {@link parseTemplate} for anything outside the supported subset. */
export class TemplateSyntaxError extends Error {}

const ID = /^[A-Za-z_][A-Za-z0-9_]*$/u;
const OPTION = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"$/u;

function unescapeString(value: string): string {
  return value.replace(/\\(.)/gu, (_match, character: string) => {
    switch (character) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      default:
        return character;
    }
  });
}

/** Parses `template` with single-character delimiters `start` and `end`. */
export function parseTemplate(template: string, start: string, end: string): ParsedTemplate {
  const segments: Segment[] = [];
  const identifiers: { name: string; afterDot: boolean }[] = [];
  let text = '';
  let index = 0;
  while (index < template.length) {
    const character = template[index] as string;
    if (character === '\\' && template[index + 1] === start) {
      text += start;
      index += 2;
      continue;
    }
    if (character !== start) {
      text += character;
      index += 1;
      continue;
    }
    const close = findClose(template, index + 1, end);
    if (close < 0) throw new TemplateSyntaxError(`unterminated expression at ${index}`);
    const body = template.slice(index + 1, close);
    index = close + 1;
    if (body.startsWith('!') && body.endsWith('!') && body.length >= 2) continue; // {! comment !}
    if (text.length > 0) segments.push({ kind: 'text', text });
    text = '';
    segments.push(parseExpression(body, identifiers));
  }
  if (text.length > 0) segments.push({ kind: 'text', text });
  return { segments, identifiers };
}

function findClose(template: string, from: number, end: string): number {
  let inString = false;
  for (let index = from; index < template.length; index += 1) {
    const character = template[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') {
      inString = true;
    } else if (character === end) {
      return index;
    }
  }
  return -1;
}

function parseExpression(body: string, identifiers: { name: string; afterDot: boolean }[]): ExpressionSegment {
  const semicolon = indexOutsideString(body, ';');
  const head = (semicolon < 0 ? body : body.slice(0, semicolon)).trim();
  const options = new Map<string, string>();
  let fn: string | undefined;
  let pathText = head;
  const call = /^([A-Za-z_][A-Za-z0-9_]*)\s*\(\s*(.*?)\s*\)$/su.exec(head);
  if (call !== null) {
    fn = call[1] as string;
    if (!ST_FUNCTIONS.has(fn)) throw new TemplateSyntaxError(`unsupported function ${fn}`);
    pathText = call[2] as string;
  }
  const path = pathText.split('.').map((part) => part.trim());
  if (path.some((part) => !ID.test(part))) throw new TemplateSyntaxError(`unsupported expression ${body}`);
  path.forEach((name, position) => identifiers.push({ name, afterDot: position > 0 }));
  if (semicolon >= 0) {
    for (const option of splitOutsideString(body.slice(semicolon + 1), ',')) {
      const match = OPTION.exec(option.trim());
      if (match === null) throw new TemplateSyntaxError(`unsupported option ${option}`);
      const name = match[1] as string;
      if (name !== 'separator' && name !== 'null') throw new TemplateSyntaxError(`unsupported option ${name}`);
      identifiers.push({ name, afterDot: false });
      options.set(name, unescapeString(match[2] as string));
    }
  }
  return { kind: 'expression', fn, path, options };
}

function indexOutsideString(value: string, wanted: string): number {
  let inString = false;
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (inString) {
      if (character === '\\') index += 1;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === wanted) return index;
  }
  return -1;
}

function splitOutsideString(value: string, separator: string): string[] {
  const parts: string[] = [];
  let rest = value;
  for (let index = indexOutsideString(rest, separator); index >= 0; index = indexOutsideString(rest, separator)) {
    parts.push(rest.slice(0, index));
    rest = rest.slice(index + 1);
  }
  parts.push(rest);
  return parts;
}

/** Java's `String.hashCode`. */
function javaStringHash(value: string): number {
  let hash = 0;
  for (let index = 0; index < value.length; index += 1) hash = (Math.imul(31, hash) + value.charCodeAt(index)) | 0;
  return hash;
}

/**
 * Orders names as a `java.util.HashSet<String>` built from them iterates, so messages that
 * print the set read as in Java.
 */
export function javaHashSetOrder(names: readonly string[]): string[] {
  const unique = [...new Set(names)];
  let capacity = 16;
  while (capacity * 0.75 < unique.length) capacity *= 2;
  const bucket = (name: string): number => {
    const hash = javaStringHash(name);
    return (hash ^ (hash >>> 16)) & (capacity - 1);
  };
  return unique
    .map((name, position) => ({ name, position, bucket: bucket(name) }))
    .sort((a, b) => a.bucket - b.bucket || a.position - b.position)
    .map((entry) => entry.name);
}
