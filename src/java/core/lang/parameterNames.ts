/* spring-ai-ts, Apache-2.0. Internal: reads parameter names from a compiled function's source. */

/** One parameter as written in the compiled source: its name, or why it has none. */
export interface ParsedParameter {
  readonly name: string | undefined;
  readonly problem: 'destructured' | 'rest' | undefined;
}

/** Skips a string, template or comment that starts at `index`; returns the index after it. */
function skipLiteral(source: string, index: number): number {
  const char = source[index];
  if (char === '/' && source[index + 1] === '/') {
    const end = source.indexOf('\n', index);
    return end === -1 ? source.length : end + 1;
  }
  if (char === '/' && source[index + 1] === '*') {
    const end = source.indexOf('*/', index + 2);
    return end === -1 ? source.length : end + 2;
  }
  if (char === '"' || char === "'" || char === '`') {
    let i = index + 1;
    while (i < source.length && source[i] !== char) i += source[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  return index;
}

/** The text between the first `(` and its matching `)`, with comments removed. */
function parameterList(source: string): string | undefined {
  let i = 0;
  while (i < source.length && source[i] !== '(') {
    const next = skipLiteral(source, i);
    i = next === i ? i + 1 : next;
  }
  if (i >= source.length) return undefined;
  let depth = 0;
  let out = '';
  for (let j = i; j < source.length; ) {
    const next = skipLiteral(source, j);
    if (next !== j) {
      const skipped = source.slice(j, next);
      if (!skipped.startsWith('/')) out += skipped;
      j = next;
      continue;
    }
    const char = source[j] as string;
    if (char === '(' || char === '[' || char === '{') depth++;
    if (char === ')' || char === ']' || char === '}') depth--;
    if (depth === 0) return out.slice(1);
    out += char;
    j++;
  }
  return undefined;
}

/** Splits a parameter list at top-level commas. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < list.length; ) {
    const next = skipLiteral(list, i);
    if (next !== i) {
      current += list.slice(i, next);
      i = next;
      continue;
    }
    const char = list[i] as string;
    if (char === '(' || char === '[' || char === '{') depth++;
    if (char === ')' || char === ']' || char === '}') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
    i++;
  }
  if (current.trim() !== '') parts.push(current);
  return parts;
}

/**
 * Reads the parameter names of a compiled function or method from `fn.toString()`.
 *
 * Default values are ignored; destructured and rest parameters have no usable name and are
 * reported as such, so callers can ask for `@ToolParam({ name })`.
 */
export function parseParameterNames(fn: (...args: never[]) => unknown): ParsedParameter[] {
  return parseList(parameterList(Function.prototype.toString.call(fn)));
}

/**
 * Reads the parameter names of a class's own constructor from its compiled source, or
 * `undefined` when the class declares no constructor (it inherits one).
 */
export function parseConstructorParameterNames(type: abstract new (...args: never[]) => unknown): ParsedParameter[] | undefined {
  const source = Function.prototype.toString.call(type);
  if (!source.startsWith('class')) return parseParameterNames(type as unknown as (...args: never[]) => unknown);
  const found = /[\s;{}]constructor\s*\(/.exec(source);
  if (found === null) return undefined;
  return parseList(parameterList(source.slice(found.index + 1)));
}

function parseList(list: string | undefined): ParsedParameter[] {
  if (list === undefined) return [];
  return splitTopLevel(list).map((raw) => {
    const text = raw.trim();
    if (text.startsWith('...')) return { name: undefined, problem: 'rest' };
    if (text.startsWith('{') || text.startsWith('[')) return { name: undefined, problem: 'destructured' };
    const match = /^([\p{L}\p{Nl}$_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$]*)/u.exec(text);
    return { name: match?.[1], problem: undefined };
  });
}
