/* spring-ai-ts, Apache-2.0. No Spring counterpart: the MCP Java SDK's server exchange, as the TypeScript SDK names it. */
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';

/**
 * What a server-side tool handler receives about the request it serves: the request's
 * `AbortSignal` (aborted when the client cancels), the session id, `_meta`, and functions to send
 * notifications and requests to the client. It stands in for the MCP Java SDK's
 * `McpSyncServerExchange` / `McpAsyncServerExchange` and is what `McpToolUtils.getMcpExchange`
 * returns.
 *
 * @category MCP
 */
export type McpServerExchange = RequestHandlerExtra<ServerRequest, ServerNotification>;
