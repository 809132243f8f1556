/* Ported from Spring AI McpToolFilter (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnectionInfo } from './McpConnectionInfo.js';

/**
 * Decides which tools discovered on an MCP connection become tool callbacks: `true` keeps the
 * tool.
 *
 * @example
 * ```ts
 * const onlyReads: McpToolFilter = (connectionInfo, tool) => tool.name.startsWith('read');
 * ```
 *
 * @remarks
 * Java's `McpToolFilter` is a `BiPredicate`, so it is a plain function here; an object with a
 * `test(connectionInfo, tool)` method (a translated Java implementation) is accepted as well.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpToolFilter.html
 * @category MCP
 */
export type McpToolFilter =
  | ((connectionInfo: McpConnectionInfo, tool: Tool) => boolean)
  | {
      /** True to keep `tool`, discovered on the connection described by `connectionInfo`. */
      test(connectionInfo: McpConnectionInfo, tool: Tool): boolean;
    };
