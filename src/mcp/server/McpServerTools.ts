/* spring-ai-ts, Apache-2.0. No Spring counterpart: what the MCP Java SDK's server builder does with tool specifications. */
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { Assert } from '../../java/core/Assert.js';
import type { McpToolSpecification } from './McpToolSpecification.js';

/**
 * Serves {@link McpToolSpecification}s from an MCP SDK `Server`: answers `tools/list` and
 * `tools/call`, and lets tools be added or removed later (the connected clients are told with
 * `notifications/tools/list_changed`).
 *
 * @example
 * ```ts
 * const server = new Server({ name: 'files', version: '1.0.0' });
 * McpServerTools.register(server, McpToolUtils.toSyncToolSpecification(ToolCallbacks.from(new FileTools())));
 * await server.connect(new StdioServerTransport());
 * ```
 *
 * @remarks
 * Spring AI leaves this to the MCP Java SDK (`McpServer.sync(transport).tools(specifications)`).
 * Register before `server.connect(…)`: the `tools` capability (with `listChanged`) must be
 * announced in the handshake. A call for an unknown tool fails with the JSON-RPC error
 * `InvalidParams`; a failing tool answers with an MCP tool error (`isError: true`), as the
 * specifications from `McpToolUtils` do.
 *
 * @category MCP
 */
export class McpServerTools {
  private readonly specifications = new Map<string, McpToolSpecification>();

  private constructor(private readonly server: Server) {}

  /** Installs the `tools/list` and `tools/call` handlers on `server`, serving `specifications`. */
  static register(server: Server, specifications: readonly McpToolSpecification[] = []): McpServerTools {
    Assert.notNull(server, 'server must not be null');
    const tools = new McpServerTools(server);
    for (const specification of specifications) tools.specifications.set(specification.tool().name, specification);
    server.registerCapabilities({ tools: { listChanged: true } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [...tools.specifications.values()].map((specification) => specification.tool()),
    }));
    server.setRequestHandler(CallToolRequestSchema, (request, exchange): Promise<CallToolResult> => {
      const specification = tools.specifications.get(request.params.name);
      if (specification === undefined) {
        throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
      }
      return specification.callHandler()(exchange, request.params);
    });
    return tools;
  }

  /** The names of the served tools. */
  toolNames(): string[] {
    return [...this.specifications.keys()];
  }

  /** Adds (or replaces) a tool and tells connected clients that the list changed. */
  async addTool(specification: McpToolSpecification): Promise<void> {
    this.specifications.set(specification.tool().name, specification);
    await this.notifyChanged();
  }

  /** Removes a tool by name and tells connected clients; false when there was none. */
  async removeTool(name: string): Promise<boolean> {
    const removed = this.specifications.delete(name);
    if (removed) await this.notifyChanged();
    return removed;
  }

  private async notifyChanged(): Promise<void> {
    // Before a client connected there is nobody to tell.
    if (this.server.transport !== undefined) await this.server.sendToolListChanged();
  }
}
