/* Ported from Spring AI OpenAiParentProperties (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * The connection settings the OpenAI property groups share: API key, base URL, project ID and
 * organization ID.
 *
 * @remarks
 * Package-private in Spring; exported here because the property classes extend it. `toString()`
 * and `util.inspect` mask the key (Spring's class has no `toString`).
 *
 * @see https://github.com/spring-projects/spring-ai/blob/v1.1.8/auto-configurations/models/spring-ai-autoconfigure-model-openai/src/main/java/org/springframework/ai/model/openai/autoconfigure/OpenAiParentProperties.java
 * @category Models/OpenAI
 */
export class OpenAiParentProperties {
  private apiKey: string | undefined;
  private baseUrl: string | undefined;
  private projectId: string | undefined;
  private organizationId: string | undefined;

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

  /** The project ID (sent as the `OpenAI-Project` header), if set. */
  getProjectId(): string | undefined {
    return this.projectId;
  }

  /** Sets the project ID. */
  setProjectId(projectId: string | undefined): void {
    this.projectId = projectId;
  }

  /** The organization ID (sent as the `OpenAI-Organization` header), if set. */
  getOrganizationId(): string | undefined {
    return this.organizationId;
  }

  /** Sets the organization ID. */
  setOrganizationId(organizationId: string | undefined): void {
    this.organizationId = organizationId;
  }

  /** The class name, base URL, project and organization; the API key shows as `******` when set. */
  toString(): string {
    return `${this.constructor.name}{baseUrl=${this.baseUrl ?? 'null'}, projectId=${this.projectId ?? 'null'}, `
      + `organizationId=${this.organizationId ?? 'null'}, apiKey=${this.apiKey === undefined ? 'null' : '******'}}`;
  }

  /** `util.inspect` prints {@link OpenAiParentProperties.toString}, so the key never reaches a log. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
