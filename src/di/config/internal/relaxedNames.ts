/* spring-ai-ts, Apache-2.0. Spring Boot's relaxed property names: one canonical form, the environment-variable forms, and which names hold secrets. */

/**
 * The canonical form of a property name, as Spring Boot compares names: dot-separated segments,
 * lower case, without dashes and underscores (`spring.ai.minimax.apiKey`, `api-key` and `api_key`
 * are one name); an index `[n]` stays as it is.
 */
export function canonicalName(name: string): string {
  return name
    .split('.')
    .map((segment) => segment.replace(/[-_]/gu, '').toLowerCase())
    .join('.');
}

/** `apiKey` → `api-key`: the kebab-case form Spring Boot documents. */
export function kebabCase(segment: string): string {
  return segment.replace(/([a-z0-9])([A-Z])/gu, '$1-$2').toLowerCase();
}

/** A dotted camel-case path in its documented form: `chat.options.maxTokens` → `chat.options.max-tokens`. */
export function documentedName(path: string): string {
  return path.split('.').map(kebabCase).join('.');
}

/**
 * The environment variables Spring Boot reads for a property, most specific first:
 * `spring.ai.minimax.api-key` → `SPRING_AI_MINIMAX_APIKEY` and `SPRING_AI_MINIMAX_API_KEY`.
 */
export function environmentVariableNames(documented: string): string[] {
  const dotted = documented.split('.');
  const withoutDashes = dotted.map((s) => s.replace(/-/gu, '')).join('_').toUpperCase();
  const dashesAsUnderscores = dotted.map((s) => s.replace(/-/gu, '_')).join('_').toUpperCase();
  return withoutDashes === dashesAsUnderscores ? [withoutDashes] : [dashesAsUnderscores, withoutDashes];
}

/** Spring Boot's sanitizer: names whose values are never shown (keys, passwords, secrets, tokens, credentials). */
const SENSITIVE = /(password|secret|key|token|credentials|vcap_services|sun\.java\.command)$/iu;

/** True when the value of `name` must not appear in a message or log line. */
export function isSensitive(name: string): boolean {
  return SENSITIVE.test(name.replace(/[-_.]/gu, '')) || SENSITIVE.test(name);
}

/** The value as a message may show it: quoted, or `******` for a sensitive name. */
export function shownValue(name: string, value: unknown): string {
  if (isSensitive(name)) return '******';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.length > 80 ? `${text.slice(0, 77)}...` : text}'`;
}
