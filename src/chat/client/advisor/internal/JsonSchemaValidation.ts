/* spring-ai-ts, Apache-2.0. Internal: JSON schema validation of model output (the MCP SDK's DefaultJsonSchemaValidator in Spring AI 1.1.8), with ajv. */
// The named export works in both builds: ajv is CommonJS, and its default export differs
// between ESM (module.exports) and a CommonJS build (the class).
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { parseFirstJsonValue } from '../../../../util/json/jsonText.js';

/** The outcome of one validation: valid, or invalid with a message. */
export interface ValidationResponse {
  readonly valid: boolean;
  readonly errorMessage: string | undefined;
}

// Compiling is the expensive part, so compiled schemas are shared by their JSON text (as the MCP
// validator caches them), within a small bound so that per-request schemas cannot grow it forever.
const MAX_CACHED_SCHEMAS = 256;
const compiledSchemas = new Map<string, ValidateFunction>();
function compile(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  const cached = compiledSchemas.get(key);
  if (cached !== undefined) return cached;
  // One Ajv per schema, so that schemas sharing an `$id` never collide in one registry.
  // Formats are annotations in draft 2020-12, as in the networknt validator's default.
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false, logger: false });
  const compiled = ajv.compile(structuredClone(schema));
  if (compiledSchemas.size >= MAX_CACHED_SCHEMAS) {
    compiledSchemas.delete(compiledSchemas.keys().next().value as string);
  }
  compiledSchemas.set(key, compiled);
  return compiled;
}

/** networknt-style instance location: `$`, `$.address.city`, `$[1].age`. */
function location(instancePath: string): string {
  if (instancePath === '') return '$';
  return (
    '$' +
    instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
      .join('')
  );
}

function describeError(error: ErrorObject): string {
  return `${location(error.instancePath)}: ${error.message ?? error.keyword}`;
}

/**
 * Validates JSON text against one JSON schema (draft 2020-12). The schema is compiled on first
 * use and kept; messages have the MCP SDK validator's shapes.
 */
export class JsonSchemaValidation {
  private compiled: ValidateFunction | undefined;

  constructor(private readonly schema: Record<string, unknown>) {}

  validate(json: string): ValidationResponse {
    let content: unknown;
    try {
      content = parseFirstJsonValue(json);
    } catch (error) {
      return invalid(`Error parsing tool JSON Schema: ${error instanceof Error ? error.message : String(error)}`);
    }
    try {
      const validateFunction = this.validator();
      if (validateFunction(content)) return { valid: true, errorMessage: undefined };
      const errors = (validateFunction.errors ?? []).map(describeError);
      return invalid(
        `Validation failed: structuredContent does not match tool outputSchema. Validation errors: [${errors.join(', ')}]`,
      );
    } catch (error) {
      return invalid(`Unexpected validation error: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private validator(): ValidateFunction {
    this.compiled ??= compile(this.schema);
    return this.compiled;
  }
}

function invalid(errorMessage: string): ValidationResponse {
  return { valid: false, errorMessage };
}
