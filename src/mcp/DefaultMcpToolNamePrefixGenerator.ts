/* Ported from Spring AI DefaultMcpToolNamePrefixGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
import { format } from './internal/mcpToolNames.js';
import type { McpConnectionInfo } from './McpConnectionInfo.js';
import type { McpToolNamePrefixGenerator } from './McpToolNamePrefixGenerator.js';

const logger = LoggerFactory.getLogger('DefaultMcpToolNamePrefixGenerator');

/**
 * Keeps tool names unique across all MCP connections: a tool keeps its (formatted) name unless
 * another connection already uses it; then it becomes `alt_<n>_<name>` with a counter shared by
 * the generator.
 *
 * A given (client, server, tool) combination is named only once: asking again returns the
 * formatted name without a new counter value.
 *
 * @remarks
 * Java compares the client info, server info and tool records by value; here the three are
 * compared by their JSON text. The providers' builders use this generator by default, as Spring's
 * do.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/DefaultMcpToolNamePrefixGenerator.html
 * @category MCP
 */
export class DefaultMcpToolNamePrefixGenerator implements McpToolNamePrefixGenerator {
  private readonly existingConnections = new Set<string>();
  private readonly allUsedToolNames = new Set<string>();
  private counter = 1;

  /** The tool's formatted name, or `alt_<n>_<name>` when another connection already took it. */
  prefixedToolName(mcpConnectionInfo: McpConnectionInfo, tool: Tool): string {
    let uniqueToolName = format(tool.name);
    const connectionId = JSON.stringify([
      mcpConnectionInfo.clientInfo() ?? null,
      mcpConnectionInfo.initializeResult()?.serverInfo ?? null,
      tool,
    ]);
    if (!this.existingConnections.has(connectionId)) {
      this.existingConnections.add(connectionId);
      if (this.allUsedToolNames.has(uniqueToolName)) {
        uniqueToolName = `alt_${this.counter++}_${uniqueToolName}`;
        this.allUsedToolNames.add(uniqueToolName);
        logger.warn("Tool name '{}' already exists. Using unique tool name '{}'", tool.name, uniqueToolName);
      } else {
        this.allUsedToolNames.add(uniqueToolName);
      }
    }
    return uniqueToolName;
  }
}
