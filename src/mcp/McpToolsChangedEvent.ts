/* Ported from Spring AI McpToolsChangedEvent (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';

/**
 * Says that the tools of one MCP connection changed (the server sent
 * `notifications/tools/list_changed`). Hand it to a provider's `onApplicationEvent` so that it
 * discovers the tools again.
 *
 * @example
 * ```ts
 * let provider: SyncMcpToolCallbackProvider | undefined;
 * const client = new Client({ name: 'agent', version: '1.0.0' }, {
 *   listChanged: { tools: { onChanged: (_error, tools) =>
 *     provider?.onApplicationEvent(new McpToolsChangedEvent('files', tools ?? [])) } },
 * });
 * ```
 *
 * @remarks
 * Spring publishes it as an `ApplicationEvent` from its MCP client auto-configuration; there is no
 * event bus here, so the application passes it on itself, typically from the MCP client's
 * `listChanged.tools.onChanged` option as above. `getSource()` returns the connection name, as
 * the Java event's source is.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpToolsChangedEvent.html
 * @category MCP
 */
export class McpToolsChangedEvent {
  private readonly timestamp = Date.now();

  constructor(
    private readonly connectionName: string,
    private readonly tools: Tool[],
  ) {}

  /** The name of the connection whose tools changed. */
  getConnectionName(): string {
    return this.connectionName;
  }

  /** The connection's tools after the change. */
  getTools(): Tool[] {
    return this.tools;
  }

  /** The event source: the connection name. */
  getSource(): string {
    return this.connectionName;
  }

  /** When the event was created, in epoch milliseconds. */
  getTimestamp(): number {
    return this.timestamp;
  }
}
