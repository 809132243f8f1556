/* spring-ai-ts, Apache-2.0. No Spring counterpart: the MCP Java SDK's tool specifications, one type for all four. */
import type { CallToolRequest, CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { McpServerExchange } from './McpServerExchange.js';

/** The parameters of a `tools/call` request: the tool name, its arguments and `_meta`. */
export type McpCallToolParams = CallToolRequest['params'];

/**
 * A tool offered by an MCP server: its description (name, description, input schema) and the
 * handler that runs it. `McpToolUtils.toSyncToolSpecification` and its siblings create them from
 * `ToolCallback`s; {@link McpServerTools} installs them on an SDK `Server`.
 *
 * @remarks
 * The MCP Java SDK has four record types for this (`McpServerFeatures.SyncToolSpecification`,
 * `…AsyncToolSpecification` and their stateless variants); every handler returns a `Promise`
 * here, so one class serves all four. Its accessors are those of the records: `tool()`,
 * `callHandler()` and the older `call()`, which takes the arguments alone.
 *
 * @category MCP
 */
export class McpToolSpecification {
  constructor(
    private readonly toolValue: Tool,
    private readonly callHandlerValue: (
      exchange: McpServerExchange | undefined,
      request: McpCallToolParams,
    ) => Promise<CallToolResult>,
  ) {}

  /** The tool as `tools/list` describes it. */
  tool(): Tool {
    return this.toolValue;
  }

  /** Runs the tool for a `tools/call` request. */
  callHandler(): (exchange: McpServerExchange | undefined, request: McpCallToolParams) => Promise<CallToolResult> {
    return this.callHandlerValue;
  }

  /** Runs the tool with the arguments alone (the Java SDK's older `call`). */
  call(): (exchange: McpServerExchange | undefined, args: Record<string, unknown>) => Promise<CallToolResult> {
    return (exchange, args) => this.callHandlerValue(exchange, { name: this.toolValue.name, arguments: args });
  }
}
