/* Ported from Spring AI JsonSchemaUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { StringUtils } from '../../../java/core/StringUtils.js';

/**
 * Helpers for tool input schemas that come from elsewhere (for example MCP servers).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/util/json/schema/JsonSchemaUtils.html
 * @category Tools
 */
export abstract class JsonSchemaUtils {
  /**
   * Makes a schema acceptable to models that need an object schema: adds `"type": "object"` when
   * no type is given and `"properties": {}` to object schemas without properties. Blank input is
   * returned unchanged.
   */
  static ensureValidInputSchema(inputSchema: string): string;
  static ensureValidInputSchema(inputSchema: string | undefined): string | undefined;
  static ensureValidInputSchema(inputSchema: string | undefined): string | undefined {
    if (!StringUtils.hasText(inputSchema)) return inputSchema;
    const parsed = JSON.parse(inputSchema) as unknown;
    const schema =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    if (Object.keys(schema).length === 0) {
      return JSON.stringify({ type: 'object', properties: {} });
    }
    if (!Object.hasOwn(schema, 'type')) schema['type'] = 'object';
    if (schema['type'] === 'object' && !Object.hasOwn(schema, 'properties')) schema['properties'] = {};
    return JSON.stringify(schema);
  }
}
