/* Ported from Spring AI ApiKey (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * An API key a client sends with each request; implementations may refresh it (a short-lived
 * token) and must be safe to call often.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ApiKey.html
 * @category Models
 */
export interface ApiKey {
  /** The key's current value. */
  getValue(): string;
}
