/* spring-ai-ts, Apache-2.0. Internal: canonical JSON and structural differences. */

/** One difference between two JSON values at a path (`a.b[2].c`). */
export interface JsonDifference {
  where: string;
  kind: 'added' | 'removed' | 'changed';
  left?: unknown;
  right?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value with object keys sorted (recursively) and `null` members dropped. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      if (value[key] === null || value[key] === undefined) continue;
      sorted[key] = canonical(value[key]);
    }
    return sorted;
  }
  return value;
}

/** Canonical JSON text: equal for structurally equal values whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

const child = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (path === '' ? key : `${path}.${key}`) : `${path}[${JSON.stringify(key)}]`;

/** The differences between two canonical values, deepest first at each path. */
export function jsonDifferences(left: unknown, right: unknown, path = ''): JsonDifference[] {
  if (isObject(left) && isObject(right)) {
    const differences: JsonDifference[] = [];
    for (const key of [...new Set([...Object.keys(left), ...Object.keys(right)])].sort()) {
      const at = child(path, key);
      if (!(key in right)) differences.push({ where: at, kind: 'removed', left: left[key] });
      else if (!(key in left)) differences.push({ where: at, kind: 'added', right: right[key] });
      else differences.push(...jsonDifferences(left[key], right[key], at));
    }
    return differences;
  }
  if (Array.isArray(left) && Array.isArray(right)) {
    const differences: JsonDifference[] = [];
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const at = child(path, index);
      if (index >= right.length) differences.push({ where: at, kind: 'removed', left: left[index] });
      else if (index >= left.length) differences.push({ where: at, kind: 'added', right: right[index] });
      else differences.push(...jsonDifferences(left[index], right[index], at));
    }
    return differences;
  }
  return JSON.stringify(left) === JSON.stringify(right) ? [] : [{ where: path, kind: 'changed', left, right }];
}

/** A short one-line rendering of a JSON value for reports. */
export function preview(value: unknown, max = 120): string {
  const text = value === undefined ? '(absent)' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The text (one line) with every C0, DEL and C1 control character (U+0080–U+009F, e.g.
 * U+009B, which starts a terminal escape) written as `\uXXXX`, as JSON writes the C0 ones.
 */
export function escapeControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
