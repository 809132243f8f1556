/* Ported from Spring AI OpenAiApi.FunctionTool.Function (v1.1.8). spring-ai-ts, Apache-2.0. */
import { objectsEquals, objectsHash, toMap } from '../../../java/core/lang/JavaObjects.js';

function toRecord(parameters: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  if (parameters === undefined || parameters === null) return undefined;
  return parameters instanceof Map ? Object.fromEntries(toMap(parameters)) : { ...(parameters as Record<string, unknown>) };
}

/**
 * The function of a {@link FunctionTool}: name, description, JSON-schema parameters and the
 * `strict` flag (`FunctionTool.Function`).
 *
 * @remarks The parameters are a plain JSON object (Java: `Map<String, Object>`); a `Map` is
 * accepted.
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiApi.FunctionTool.Function.html
 * @category Models/OpenAI
 */
export class FunctionToolFunction {
  private description: string | undefined;
  private name: string | undefined;
  private parameters: Record<string, unknown> | undefined;
  private strict: boolean | undefined;
  private jsonSchema: string | undefined;

  /** Description, name and the parameters' JSON schema as a string (strict unset). */
  constructor(description: string | undefined, name: string | undefined, jsonSchema: string);
  /** Every field. */
  constructor(description: string | undefined, name: string | undefined, parameters: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined, strict: boolean | undefined);
  constructor(description: string | undefined, name: string | undefined, parameters: unknown, strict?: boolean) {
    this.description = description ?? undefined;
    this.name = name ?? undefined;
    this.parameters = typeof parameters === 'string' ? (JSON.parse(parameters) as Record<string, unknown>) : toRecord(parameters as Record<string, unknown> | undefined);
    this.strict = strict ?? undefined;
  }

  /** The description. */
  getDescription(): string | undefined {
    return this.description;
  }

  /** The name. */
  getName(): string | undefined {
    return this.name;
  }

  /** The parameters' JSON schema. */
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

  /** Sets the parameters' JSON schema. */
  setParameters(parameters: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined): void {
    this.parameters = toRecord(parameters);
  }

  /** Whether the model must follow the schema exactly. */
  getStrict(): boolean | undefined {
    return this.strict;
  }

  /** Sets `strict`. */
  setStrict(strict: boolean | undefined): void {
    this.strict = strict ?? undefined;
  }

  /** The schema string last given to {@link FunctionToolFunction.setJsonSchema} (not sent). */
  getJsonSchema(): string | undefined {
    return this.jsonSchema;
  }

  /** Sets the parameters from a JSON schema string. */
  setJsonSchema(jsonSchema: string | undefined): void {
    this.jsonSchema = jsonSchema ?? undefined;
    if (jsonSchema !== undefined && jsonSchema !== null) this.parameters = JSON.parse(jsonSchema) as Record<string, unknown>;
  }

  /** Equal to a function with equal fields. */
  equals(other: unknown): boolean {
    return (
      other instanceof FunctionToolFunction &&
      objectsEquals(this.description, other.description) &&
      objectsEquals(this.name, other.name) &&
      objectsEquals(this.parameters, other.parameters) &&
      objectsEquals(this.strict, other.strict)
    );
  }

  /** A hash over the fields. */
  hashCode(): number {
    return objectsHash(this.description, this.name, this.parameters, this.strict);
  }

  /** The JSON body (absent fields left out). */
  toJSON(): Record<string, unknown> {
    return { description: this.description, name: this.name, parameters: this.parameters, strict: this.strict };
  }
}
