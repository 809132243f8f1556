/* spring-ai-ts, Apache-2.0. Masks credentials (API keys, Authorization headers, tokens) in log and error text. */

const REDACTED = '[REDACTED]';

// A key that names a credential, in `key=value`, `key: value` and JSON `"key": "value"` forms. The
// unquoted value may be two words so that `Authorization: Bearer abc` loses both.
const SECRET_ENTRY =
  /(["']?)([\w.-]*(?:api[_-]?key|authorization|access[_-]?token|refresh[_-]?token|secret|password|credential)[\w.-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,;&}\])"']+(?:[ \t]+[^\s,;&}\])"']+)?)/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const KEY_LIKE = /\b(?:sk|pk|rk)-[A-Za-z0-9_-]{16,}\b/g;
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+/g;

/**
 * Replaces credentials in `text` with `[REDACTED]`: values of entries whose key names an API
 * key, authorization header, token, secret or password; `Bearer`/`Basic` credentials; `sk-…`
 * style keys; and JWTs (MiniMax keys are JWTs).
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_ENTRY, (_match, quote: string, key: string, separator: string, value: string) => {
      const masked = value.startsWith('"') ? `"${REDACTED}"` : value.startsWith("'") ? `'${REDACTED}'` : REDACTED;
      return `${quote}${key}${quote}${separator}${masked}`;
    })
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(KEY_LIKE, REDACTED)
    .replace(JWT, REDACTED);
}
