/* Ported from Spring AI SyncMcpToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Logger } from '../java/logging/Logger.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
// For the TSDoc links: the callback is a ToolCallback through McpToolCallbackBase.
import type { ToolCallback } from '../tool/ToolCallback.js';
import { McpToolCallbackBase, McpToolCallbackBuilderBase } from './internal/McpToolCallbackBase.js';

/**
 * Builder of {@link SyncMcpToolCallback} (Java's `SyncMcpToolCallback.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallback.Builder.html
 * @category MCP
 */
export class SyncMcpToolCallbackBuilder extends McpToolCallbackBuilderBase<SyncMcpToolCallback> {
  /** The class `build()` creates. */
  protected readonly callbackClass = SyncMcpToolCallback;
}

/**
 * One tool of an MCP server as a {@link ToolCallback}: the model sees it under its prefixed name,
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
 * const callback = SyncMcpToolCallback.builder().mcpClient(client).tool(tool).build();
 * const json = await callback.call('{"path":"index.html"}');
 * ```
 *
 * @remarks
 * `call` returns a `Promise` (the Java class blocks), so `SyncMcpToolCallback` and
 * {@link AsyncMcpToolCallback} behave the same; both names exist so that translated code keeps its
 * types. Both take the MCP SDK's `Client` (Java: `McpSyncClient` / `McpAsyncClient`).
 * Additions: the caller's `AbortSignal` (`ToolContext.getAbortSignal()`) cancels the request (the
 * server receives `notifications/cancelled`) and the call rejects with `AbortedException`;
 * `Builder.timeout` bounds each call (the MCP SDK's default is 60 seconds). Arguments that are not
 * a JSON object reject with a `ToolExecutionException` (Java lets the JSON parser's exception
 * escape). Error content is rendered as JSON in the message, not as Java's `toString()` of records.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallback.html
 * @category MCP
 */
export class SyncMcpToolCallback extends McpToolCallbackBase {
  /** Java's nested `SyncMcpToolCallback.Builder`. */
  static readonly Builder = SyncMcpToolCallbackBuilder;

  /** Logs failed calls under this class's name. */
  protected static override readonly logger: Logger = LoggerFactory.getLogger('SyncMcpToolCallback');

  /** A new builder. */
  static builder(): SyncMcpToolCallbackBuilder {
    return new SyncMcpToolCallbackBuilder();
  }
}

/**
 * Type-level view of the nested Java types of {@link SyncMcpToolCallback}.
 *
 * @category MCP
 */
export declare namespace SyncMcpToolCallback {
  /** Java's `SyncMcpToolCallback.Builder`. */
  type Builder = SyncMcpToolCallbackBuilder;
}
