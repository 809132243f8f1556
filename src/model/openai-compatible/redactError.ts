/* spring-ai-ts, Apache-2.0. Keeps the API key out of the errors the OpenAI-compatible client throws. */
import { redactSecrets } from '../../java/core/lang/redactSecrets.js';

/** A function that masks secrets in a text. */
export type Redactor = (text: string) => string;

const REDACTED = '[REDACTED]';

/** Masks `apiKey` wherever it appears verbatim, then every credential-looking entry. */
export function redactorFor(apiKey: string | undefined): Redactor {
  const key = apiKey !== undefined && apiKey.length >= 4 ? apiKey : undefined;
  return (text) => redactSecrets(key === undefined ? text : text.split(key).join(REDACTED));
}

function redactValue(value: unknown, redact: Redactor, seen: Set<object>, depth = 0): unknown {
  if (typeof value === 'string') return redact(value);
  if (value instanceof Error) return redactError(value, redact, seen);
  if (value === null || typeof value !== 'object' || depth > 32 || seen.has(value)) return value;
  const array = Array.isArray(value);
  if (!array && Object.getPrototypeOf(value) !== Object.prototype) return value;
  seen.add(value);
  let changed = false;
  const copy: Record<string, unknown> | unknown[] = array ? [] : {};
  for (const [name, entry] of Object.entries(value)) {
    const masked = redactValue(entry, redact, seen, depth + 1);
    if (masked !== entry) changed = true;
    (copy as Record<string, unknown>)[name] = masked;
  }
  return changed ? copy : value;
}

/**
 * Masks secrets in place in an error built from a server response: its message, stack, string
 * and plain-object fields, and its causes. A server may echo the key or the Authorization header
 * in an error body; the exception's text, `util.inspect` and log lines must not carry it.
 */
export function redactError<T>(error: T, redact: Redactor, seen: Set<object> = new Set()): T {
  if (!(error instanceof Error) || seen.has(error)) return error;
  seen.add(error);
  for (const name of Object.getOwnPropertyNames(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, name);
    if (descriptor === undefined || !('value' in descriptor) || !descriptor.writable) continue;
    const masked = redactValue(descriptor.value, redact, seen);
    if (masked !== descriptor.value) (error as Record<string, unknown>)[name] = masked;
  }
  return error;
}
