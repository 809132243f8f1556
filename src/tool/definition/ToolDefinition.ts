/* Ported from Spring AI ToolDefinition (v1.1.8). spring-ai-ts, Apache-2.0. */
import { DefaultToolDefinition } from './DefaultToolDefinition.js';
import type { DefaultToolDefinitionBuilder } from './DefaultToolDefinition.js';

/**
 * What the model is told about a tool: its name, description and input JSON schema.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/definition/ToolDefinition.html
 * @category Tools
 */
export interface ToolDefinition {
  /** The tool name, unique among the tools offered to a model. */
  name(): string;
  /** The description the model uses to decide when to call the tool. */
  description(): string;
  /** The JSON schema of the tool's input. */
  inputSchema(): string;
}

/**
 * Statics of {@link ToolDefinition}.
 *
 * @category Tools
 */
export const ToolDefinition = {
  /** A builder of {@link DefaultToolDefinition}. */
  builder(): DefaultToolDefinitionBuilder {
    return DefaultToolDefinition.builder();
  },

  /** True for objects with the three accessor methods. */
  isInstance(value: unknown): value is ToolDefinition {
    const candidate = value as Partial<Record<keyof ToolDefinition, unknown>> | null | undefined;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.name === 'function' &&
      typeof candidate.description === 'function' &&
      typeof candidate.inputSchema === 'function'
    );
  },
} as const;
