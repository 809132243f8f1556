/* spring-ai-ts, Apache-2.0. No Spring counterpart: what must differ between two runs, made equal. */
import { canonical } from './internal/json.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Normalizes recorded request bodies so that only meaningful differences remain:
 *
 * - object keys sorted and `null` members dropped (Jackson's `NON_NULL` and JavaScript's
 *   `undefined` both leave a field out);
 * - tool call ids (`tool_calls[].id`, `tool_call_id`) replaced by `call#1`, `call#2`, … in order
 *   of first appearance in the run, so the same call keeps the same name across rounds;
 * - tool call arguments (`function.arguments`) parsed and written back without whitespace and
 *   with sorted keys, when they are JSON;
 * - `required` lists inside tool schemas sorted (their order carries no meaning).
 *
 * One normalizer per run: it remembers the ids it has renamed.
 *
 * @category Testing
 */
export class MiniMaxWireNormalizer {
  private readonly ids = new Map<string, string>();

  /** The normalized copy of one request body. */
  normalizeRequest(body: unknown): unknown {
    if (!isObject(body)) return canonical(body);
    const copy = structuredClone(body);
    if (Array.isArray(copy['messages'])) copy['messages'] = copy['messages'].map((message: unknown) => this.message(message));
    if (Array.isArray(copy['tools'])) copy['tools'] = copy['tools'].map((tool: unknown) => sortRequired(tool));
    return canonical(copy);
  }

  private message(message: unknown): unknown {
    if (!isObject(message)) return message;
    if (typeof message['tool_call_id'] === 'string') message['tool_call_id'] = this.id(message['tool_call_id']);
    if (Array.isArray(message['tool_calls'])) {
      for (const call of message['tool_calls'] as unknown[]) {
        if (!isObject(call)) continue;
        if (typeof call['id'] === 'string') call['id'] = this.id(call['id']);
        const fn = call['function'];
        if (isObject(fn) && typeof fn['arguments'] === 'string') fn['arguments'] = compactJson(fn['arguments']);
      }
    }
    return message;
  }

  private id(original: string): string {
    let renamed = this.ids.get(original);
    if (renamed === undefined) {
      renamed = `call#${this.ids.size + 1}`;
      this.ids.set(original, renamed);
    }
    return renamed;
  }
}

function compactJson(text: string): string {
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text;
  }
}

function sortRequired(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortRequired);
  if (!isObject(value)) return value;
  const copy: Json = {};
  for (const [key, member] of Object.entries(value)) {
    copy[key] = key === 'required' && Array.isArray(member) && member.every((item) => typeof item === 'string') ? [...member].sort() : sortRequired(member);
  }
  return copy;
}
