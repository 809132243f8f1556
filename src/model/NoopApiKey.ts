/* Ported from Spring AI NoopApiKey (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ApiKey } from './ApiKey.js';

/**
 * No API key: clients send no `Authorization` header (for servers without authentication, or
 * when the headers carry their own).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/NoopApiKey.html
 * @category Models
 */
export class NoopApiKey implements ApiKey {
  /** `""`. */
  getValue(): string {
    return '';
  }
}
