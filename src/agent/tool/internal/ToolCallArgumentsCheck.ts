/* spring-ai-ts, Apache-2.0. Internal: strict checking (and optional repair) of tool-call arguments. */
import { jsonrepair } from 'jsonrepair';

/** The rules of strict JSON, as the model is told them after a broken call. */
export const STRICT_JSON_RULES = [
  'double quotes around every key and every string ("city": "Paris"), never single quotes or bare keys;',
  'no trailing comma after the last member of an object or array;',
  'no comments (// or /* */);',
  'control characters inside strings escaped (\\n, \\t, \\r, \\", \\\\, \\u001f);',
  'only objects, arrays, strings, numbers, true, false and null (no NaN, Infinity, undefined or functions).',
].map((rule) => `- ${rule}`).join('\n');

/** What the check found for one call. */
export type ArgumentsVerdict =
  | { readonly kind: 'valid'; readonly args: string }
  | { readonly kind: 'repaired'; readonly args: string; readonly problem: string }
  | { readonly kind: 'invalid'; readonly problem: string; readonly syntax: boolean };

/** Line and column (1-based) of a character offset. */
function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column };
}

/** The parser's message, completed with line, column and the text around the position. */
export function syntaxProblem(text: string, error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  if (match !== null) {
    const position = Number(match[1]);
    // Newer V8 versions add their own "(line N column M)"; one wording whatever the Node version.
    message = message.replace(/\s*\(line \d+ column \d+\)/, '');
    const { line, column } = lineColumn(text, position);
    message += ` (line ${line}, column ${column})`;
    const excerpt = text.slice(Math.max(0, position - 15), position + 15).replace(/\n/g, '\\n');
    message += `, near \`${excerpt}\``;
  }
  return message;
}

/** Why parsed arguments do not fit the tool: not an object, or a required property missing. */
function schemaProblem(value: unknown, required: readonly string[]): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;
    return `the arguments must be one JSON object, got ${kind}`;
  }
  const missing = required.filter((name) => !Object.prototype.hasOwnProperty.call(value, name));
  if (missing.length > 0) {
    return `missing required ${missing.length === 1 ? 'property' : 'properties'} ${missing.map((name) => `'${name}'`).join(', ')}`;
  }
  return undefined;
}

/** The top-level `required` names of a tool's JSON input schema (none when it cannot be read). */
export function requiredProperties(inputSchema: string | undefined): string[] {
  if (inputSchema === undefined) return [];
  try {
    const schema = JSON.parse(inputSchema) as { required?: unknown };
    return Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/** Checks one call's arguments strictly (`JSON.parse` is RFC 8259), repairing when asked. */
export function checkArguments(raw: string | undefined, required: readonly string[], repair: boolean): ArgumentsVerdict {
  // Blank arguments mean "no arguments", as DefaultToolCallingManager treats them.
  const text = raw === undefined || raw === null || raw.trim() === '' ? '{}' : raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const problem = syntaxProblem(text, error);
    if (repair) {
      const repaired = tryRepair(text, required);
      if (repaired !== undefined) return { kind: 'repaired', args: repaired, problem };
    }
    return { kind: 'invalid', problem, syntax: true };
  }
  const problem = schemaProblem(parsed, required);
  return problem === undefined ? { kind: 'valid', args: raw ?? '' } : { kind: 'invalid', problem, syntax: false };
}

function tryRepair(text: string, required: readonly string[]): string | undefined {
  try {
    const repaired = jsonrepair(text);
    const value: unknown = JSON.parse(repaired);
    return schemaProblem(value, required) === undefined ? JSON.stringify(value) : undefined;
  } catch {
    return undefined;
  }
}

/** The tool response that answers a call whose arguments were rejected. */
export function invalidArgumentsMessage(toolName: string, problem: string, syntax: boolean, retry: number, maxRetries: number): string {
  const what = syntax ? 'are not valid JSON' : 'do not fit the tool\'s input schema';
  return [
    `Error: the arguments of your call to tool '${toolName}' ${what}, so the tool did not run.`,
    `Cause: ${problem}.`,
    'Call the tool again with arguments that are one strict JSON object (RFC 8259) with every required property:',
    STRICT_JSON_RULES,
    `Retry ${retry} of ${maxRetries}.`,
  ].join('\n');
}
