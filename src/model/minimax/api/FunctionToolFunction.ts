/* Ported from Spring AI MiniMaxApi.FunctionTool.Function (v1.1.8). spring-ai-ts, Apache-2.0. */

/** A `Map` (and the `Map`s inside it) as plain objects, as Jackson writes a Java `Map`. */
function toJsonObjects(value: unknown): unknown {
  if (value instanceof Map) {
    return Object.fromEntries([...(value as Map<unknown, unknown>)].map(([key, entry]) => [String(key), toJsonObjects(entry)]));
  }
  if (Array.isArray(value)) return value.map(toJsonObjects);
  return value;
}

/**
 * The function a tool offers: name, description and JSON-schema parameters (Java's
 * `FunctionTool.Function`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/minimax/api/MiniMaxApi.FunctionTool.Function.html
 * @category Models/MiniMax
 */
export class FunctionToolFunction {
  private description: string | undefined;
  private name: string | undefined;
  private parameters: Record<string, unknown> | undefined;
  private jsonSchema: string | undefined;

  /**
   * @param description - what the function does
   * @param name - the function name
   * @param parameters - the JSON schema of the arguments: a JSON string, or Java's
   * `Map<String, Object>` as a `Map` (nested `Map`s become plain objects too) or a plain object
   */
  constructor(
    description: string | undefined,
    name: string | undefined,
    parameters: ReadonlyMap<string, unknown> | Record<string, unknown> | string | undefined,
  ) {
    this.description = description ?? undefined;
    this.name = name ?? undefined;
    this.parameters =
      typeof parameters === 'string'
        ? (JSON.parse(parameters) as Record<string, unknown>)
        : parameters instanceof Map
          ? (toJsonObjects(parameters) as Record<string, unknown>)
          : ((parameters as Record<string, unknown> | undefined) ?? undefined);
  }

  /** What the function does. */
  getDescription(): string | undefined {
    return this.description;
  }

  /** The function name. */
  getName(): string | undefined {
    return this.name;
  }

  /** The JSON schema of the arguments. */
  getParameters(): Record<string, unknown> | undefined {
    return this.parameters;
  }

  /** Sets the description. */
  setDescription(description: string | undefined): void {
    this.description = description ?? undefined;
  }

  /** Sets the name. */
  setName(name: string | undefined): void {
    this.name = name ?? undefined;
  }

  /** Sets the parameters schema. */
  setParameters(parameters: ReadonlyMap<string, unknown> | Record<string, unknown> | undefined): void {
    this.parameters =
      parameters instanceof Map ? (toJsonObjects(parameters) as Record<string, unknown>) : ((parameters as Record<string, unknown> | undefined) ?? undefined);
  }

  /** The schema last given as a JSON string (not sent). */
  getJsonSchema(): string | undefined {
    return this.jsonSchema;
  }

  /** Sets the schema from a JSON string; also replaces the parameters. */
  setJsonSchema(jsonSchema: string | undefined): void {
    this.jsonSchema = jsonSchema ?? undefined;
    if (jsonSchema !== undefined && jsonSchema !== null) this.parameters = JSON.parse(jsonSchema) as Record<string, unknown>;
  }

  /** The wire form. */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = {};
    if (this.description !== undefined) json['description'] = this.description;
    if (this.name !== undefined) json['name'] = this.name;
    if (this.parameters !== undefined) json['parameters'] = this.parameters;
    return json;
  }
}
