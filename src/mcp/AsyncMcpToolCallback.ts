/* Ported from Spring AI AsyncMcpToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Duration } from '../core/time/Duration.js';
import { LoggerFactory } from '../logging/LoggerFactory.js';
// For the TSDoc links: the callback is a ToolCallback through McpToolCallbackBase.
import type { ToolCallback } from '../tool/ToolCallback.js';
import { defaultPrefixedToolName, McpToolCallbackBase, McpToolCallbackBuilderBase } from './internal/McpToolCallbackBase.js';
import { ToolContextToMcpMetaConverter } from './ToolContextToMcpMetaConverter.js';

const logger = LoggerFactory.getLogger('AsyncMcpToolCallback');

/**
 * Builder of {@link AsyncMcpToolCallback} (Java's `AsyncMcpToolCallback.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallback.Builder.html
 * @category MCP
 */
export class AsyncMcpToolCallbackBuilder extends McpToolCallbackBuilderBase<AsyncMcpToolCallback> {
  protected create(
    mcpClient: Client,
    tool: Tool,
    prefixedToolName: string,
    converter: ToolContextToMcpMetaConverter,
    timeout: Duration | undefined,
  ): AsyncMcpToolCallback {
    return new AsyncMcpToolCallback(mcpClient, tool, prefixedToolName, converter, timeout);
  }
}

/**
 * One tool of an MCP server as a {@link ToolCallback}, for code written against Spring's
 * asynchronous MCP client: the model sees it under its prefixed name,
 * and a call sends `tools/call` with the tool's own name, the model's arguments and the tool
 * context as `_meta`.
 *
 * The result is the tool's content as JSON (each item without its `type`, e.g.
 * `[{"text":"42"}]`). A result flagged `isError` rejects with a `ToolExecutionException` whose
 * cause is an `IllegalStateException("Error calling tool: <content>")`; a failed request (closed
 * connection, crashed server, timeout) rejects with a `ToolExecutionException` wrapping the MCP
 * error. The tool-calling loop sends either message back to the model.
 *
 * @example
 * ```ts
 * const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(tool).build();
 * const json = await callback.call('{"path":"index.html"}');
 * ```
 *
 * @remarks
 * Java's class blocks on the asynchronous client's `Mono`; here `call` returns a
 * `Promise`, so `AsyncMcpToolCallback` and {@link SyncMcpToolCallback} behave the same; both names
 * exist so that translated code keeps its types. Both take the MCP SDK's `Client` (Java: `McpSyncClient` / `McpAsyncClient`).
 * Additions: the caller's `AbortSignal` (`ToolContext.getAbortSignal()`) cancels the request (the
 * server receives `notifications/cancelled`) and the call rejects with `AbortedException`;
 * `Builder.timeout` bounds each call (the MCP SDK's default is 60 seconds). Arguments that are not
 * a JSON object reject with a `ToolExecutionException` (Java lets the JSON parser's exception
 * escape). Error content is rendered as JSON in the message, not as Java's `toString()` of records.
 * The constructor with four arguments is private in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallback.html
 * @category MCP
 */
export class AsyncMcpToolCallback extends McpToolCallbackBase {
  /** Java's nested `AsyncMcpToolCallback.Builder`. */
  static readonly Builder = AsyncMcpToolCallbackBuilder;

  /**
   * A callback for `tool` on `mcpClient`.
   *
   * @param prefixedToolName - the name the model sees; by default the client name's initials,
   * the client title and the tool name (`McpToolUtils.prefixedToolName`)
   * @param toolContextToMcpMetaConverter - default {@link ToolContextToMcpMetaConverter.defaultConverter}
   * @param timeout - the time limit of each call (default: the MCP SDK's)
   *
   * Java deprecates the two-argument form in favour of {@link AsyncMcpToolCallback.builder}.
   */
  constructor(
    mcpClient: Client,
    tool: Tool,
    prefixedToolName: string = defaultPrefixedToolName(mcpClient, tool),
    toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter(),
    timeout?: Duration,
  ) {
    super(logger, mcpClient, tool, prefixedToolName, toolContextToMcpMetaConverter, timeout);
  }

  /** A new builder. */
  static builder(): AsyncMcpToolCallbackBuilder {
    return new AsyncMcpToolCallbackBuilder();
  }
}

/**
 * Type-level view of the nested Java types of {@link AsyncMcpToolCallback}.
 *
 * @category MCP
 */
export declare namespace AsyncMcpToolCallback {
  /** Java's `AsyncMcpToolCallback.Builder`. */
  type Builder = AsyncMcpToolCallbackBuilder;
}
