/* Ported from Spring AI McpToolNamePrefixGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnectionInfo } from './McpConnectionInfo.js';

/**
 * Chooses the name under which an MCP tool is offered to the model, for example with a prefix
 * naming its server so that tools of several servers do not collide.
 *
 * @remarks
 * A Java lambda for it becomes an object with `prefixedToolName`; the providers' builders also
 * accept a plain function `(connectionInfo, tool) => name`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpToolNamePrefixGenerator.html
 * @category MCP
 */
export interface McpToolNamePrefixGenerator {
  /** The name the model sees for `tool` discovered on the given connection. */
  prefixedToolName(mcpConnectionInfo: McpConnectionInfo, tool: Tool): string;
}

/**
 * Statics of {@link McpToolNamePrefixGenerator}.
 *
 * @category MCP
 */
export const McpToolNamePrefixGenerator = {
  /** A generator that keeps the server's tool name as it is. */
  noPrefix(): McpToolNamePrefixGenerator {
    return { prefixedToolName: (_mcpConnectionInfo, tool) => tool.name };
  },

  /** Accepts an object with `prefixedToolName` or a plain function of the same shape. */
  from(
    generator: McpToolNamePrefixGenerator | ((mcpConnectionInfo: McpConnectionInfo, tool: Tool) => string),
  ): McpToolNamePrefixGenerator {
    return typeof generator === 'function' ? { prefixedToolName: generator } : generator;
  },
} as const;
