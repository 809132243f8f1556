/* Ported from Spring AI MiniMaxParentProperties (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The connection settings the MiniMax property groups share: an API key and a base URL.
 *
 * @remarks
 * Package-private in Spring; exported here because the property classes extend it.
 *
 * @see https://github.com/spring-projects/spring-ai/blob/v1.1.8/auto-configurations/models/spring-ai-autoconfigure-model-minimax/src/main/java/org/springframework/ai/model/minimax/autoconfigure/MiniMaxParentProperties.java
 * @category Models/MiniMax
 */
export class MiniMaxParentProperties {
  private apiKey: string | undefined;
  private baseUrl: string | undefined;

  /** The API key, if set (`toString()` and `util.inspect` never show it). */
  getApiKey(): string | undefined {
    return this.apiKey;
  }

  /** Sets the API key. */
  setApiKey(apiKey: string | undefined): void {
    this.apiKey = apiKey;
  }

  /** The base URL, if set. */
  getBaseUrl(): string | undefined {
    return this.baseUrl;
  }

  /** Sets the base URL. */
  setBaseUrl(baseUrl: string | undefined): void {
    this.baseUrl = baseUrl;
  }

  /** The class name and base URL; the API key shows as `******` when set. */
  toString(): string {
    return `${this.constructor.name}{baseUrl=${this.baseUrl ?? 'null'}, apiKey=${this.apiKey === undefined ? 'null' : '******'}}`;
  }

  /** `util.inspect` prints {@link MiniMaxParentProperties.toString}, so the key never reaches a log. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
