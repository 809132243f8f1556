/* spring-ai-ts, Apache-2.0. Internal: Jackson's DefaultPrettyPrinter over a JSON tree. */
import { RawJsonNumber } from '../../java/jackson/jsr310/JavaTimeJson.js';

/**
 * `tree` as Jackson's `writerWithDefaultPrettyPrinter()` writes it: objects one field a line,
 * indented two spaces, with `" : "` between name and value; arrays on one line as `[ a, b ]`;
 * `{ }` and `[ ]` when empty.
 */
export function prettyPrint(tree: unknown, indent = ''): string {
  if (tree instanceof RawJsonNumber) return tree.text;
  if (Array.isArray(tree)) {
    if (tree.length === 0) return '[ ]';
    return `[ ${tree.map((item) => prettyPrint(item, indent)).join(', ')} ]`;
  }
  if (typeof tree === 'object' && tree !== null) {
    const entries = Object.entries(tree as Record<string, unknown>);
    if (entries.length === 0) return '{ }';
    const inner = `${indent}  `;
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)} : ${prettyPrint(item, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(tree) ?? 'null';
}
