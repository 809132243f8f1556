/* Ported from Spring AI AsyncMcpToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Logger } from '../java/logging/Logger.js';
import { LoggerFactory } from '../java/logging/LoggerFactory.js';
// For the TSDoc links: the callback is a ToolCallback through McpToolCallbackBase.
import type { ToolCallback } from '../tool/ToolCallback.js';
import { McpToolCallbackBase, McpToolCallbackBuilderBase } from './internal/McpToolCallbackBase.js';

/**
 * Builder of {@link AsyncMcpToolCallback} (Java's `AsyncMcpToolCallback.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallback.Builder.html
 * @category MCP
 */
export class AsyncMcpToolCallbackBuilder extends McpToolCallbackBuilderBase<AsyncMcpToolCallback> {
  /** The class `build()` creates. */
  protected readonly callbackClass = AsyncMcpToolCallback;
}

/**
 * One tool of an MCP server as a {@link ToolCallback}, for code written against Spring's
 * asynchronous MCP client. It behaves exactly as {@link SyncMcpToolCallback}: the same name, call,
 * result, errors, constructor and builder.
 *
 * @example
 * ```ts
 * const callback = AsyncMcpToolCallback.builder().mcpClient(client).tool(tool).build();
 * const json = await callback.call('{"path":"index.html"}');
 * ```
 *
 * @remarks
 * Java's class blocks on the asynchronous client's `Mono`; here `call` returns a `Promise`, as
 * the synchronous class's does, so the two differ only in name; both exist so that translated
 * code keeps its types.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallback.html
 * @category MCP
 */
export class AsyncMcpToolCallback extends McpToolCallbackBase {
  /** Java's nested `AsyncMcpToolCallback.Builder`. */
  static readonly Builder = AsyncMcpToolCallbackBuilder;

  /** Logs failed calls under this class's name. */
  protected static override readonly logger: Logger = LoggerFactory.getLogger('AsyncMcpToolCallback');

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
