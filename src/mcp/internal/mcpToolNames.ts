/* spring-ai-ts, Apache-2.0. McpToolUtils' naming helpers, kept apart so that the callbacks can use them without a cycle. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { DefaultToolDefinition } from '../../tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import { JsonSchemaUtils } from '../../util/json/schema/JsonSchemaUtils.js';

// Java keeps letters a-z, digits, '_', '-' and Han characters (\p{IsHan} plus the CJK unified and
// compatibility ideograph blocks).
const NOT_ALLOWED = /[^\p{Script=Han}\u4E00-\u9FFF\uF900-\uFAFFa-zA-Z0-9_-]/gu;

const isEmpty = (value: string | null | undefined): boolean => value === undefined || value === null || value === '';

/** `McpToolUtils.format`: drops disallowed characters and turns '-' into '_'. */
export function format(input: string): string {
  return input.replace(NOT_ALLOWED, '').replace(/-/g, '_');
}

/** The first letter of each '_'-separated word, lower-cased: "Word1_Word2_server" → "w_w_s". */
function shorten(input: string): string {
  if (isEmpty(input)) return '';
  return input
    .toLowerCase()
    .split('_')
    .filter((word) => word.length > 0)
    .map((word) => String.fromCodePoint(word.codePointAt(0) as number))
    .join('_');
}

/** `McpToolUtils.prefixedToolName(prefix, title, toolName)`. */
export function prefixedToolName(prefix: string, title: string | null | undefined, toolName: string): string {
  if (isEmpty(prefix) || isEmpty(toolName)) {
    throw new IllegalArgumentException('Prefix or toolName cannot be null or empty');
  }
  let input = shorten(format(prefix));
  if (!isEmpty(title)) input = `${input}_${format(title as string)}`; // the title is not shortened
  input = `${input}_${format(toolName)}`;
  // Keep the last 64 characters, as Java does.
  return input.length > 64 ? input.substring(input.length - 64) : input;
}

// The members of the MCP Java SDK's `McpSchema.JsonSchema` record, the type of `Tool.inputSchema`
// in Java: Jackson drops every other top-level member of a server's schema (`$schema`,
// `description`, …) when the tool list is read.
const INPUT_SCHEMA_MEMBERS = ['type', 'properties', 'required', 'additionalProperties', '$defs', 'definitions'] as const;

/** The input schema as Java's `McpSchema.JsonSchema` record holds it: its six members, no others. */
function asJavaJsonSchema(inputSchema: Tool['inputSchema'] | undefined): Record<string, unknown> {
  const source = (inputSchema ?? {}) as Record<string, unknown>;
  const schema: Record<string, unknown> = {};
  for (const member of INPUT_SCHEMA_MEMBERS) {
    if (source[member] !== undefined && source[member] !== null) schema[member] = source[member];
  }
  return schema;
}

/**
 * `McpToolUtils.createToolDefinition`: the prefixed name, the description and a usable schema.
 * The schema keeps the members Java's `McpSchema.JsonSchema` has (`type`, `properties`,
 * `required`, `additionalProperties`, `$defs`, `definitions`), as Spring's tool definitions do.
 */
export function createToolDefinition(prefixedName: string, tool: Tool): ToolDefinition {
  return DefaultToolDefinition.builder()
    .name(prefixedName)
    .description(tool.description as string)
    .inputSchema(JsonSchemaUtils.ensureValidInputSchema(JSON.stringify(asJavaJsonSchema(tool.inputSchema))))
    .build();
}
