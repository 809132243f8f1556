/* Ported from Spring AI McpToolUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext } from '../chat/model/ToolContext.js';
import type { MimeType } from '../java/core/util/MimeType.js';
import type { ToolDefinition } from '../tool/definition/ToolDefinition.js';
import type { ToolCallback } from '../tool/ToolCallback.js';
import { AsyncMcpToolCallbackProvider } from './AsyncMcpToolCallbackProvider.js';
import { createToolDefinition, format, prefixedToolName } from './internal/mcpToolNames.js';
import { TOOL_CONTEXT_MCP_EXCHANGE_KEY, toToolSpecification } from './internal/toolSpecifications.js';
import type { McpServerExchange } from './server/McpServerExchange.js';
import type { McpToolSpecification } from './server/McpToolSpecification.js';
import { SyncMcpToolCallbackProvider } from './SyncMcpToolCallbackProvider.js';

const listOf = <T>(args: readonly unknown[]): T[] =>
  (args.length === 1 && (Array.isArray(args[0]) || args[0] == null) ? (args[0] ?? []) : args) as T[];

/**
 * Helpers between Spring AI tools and MCP tools: tool names that models accept, tool definitions
 * from MCP tools, `ToolCallback`s served as MCP server tools, and the callbacks of MCP clients.
 *
 * @example
 * ```ts
 * // server side: @Tool classes as MCP tools
 * McpServerTools.register(server, McpToolUtils.toSyncToolSpecification(ToolCallbacks.from(new FileTools())));
 * // client side: an MCP server's tools as callbacks
 * const callbacks = await McpToolUtils.getToolCallbacksFromSyncClients(client);
 * ```
 *
 * @remarks
 * The tool specifications are MCP Java SDK types in Spring; here they are
 * {@link McpToolSpecification}s (one class for the sync, async and stateless variants), installed
 * on an SDK `Server` with {@link McpServerTools}. A served tool runs with the MCP exchange
 * ({@link McpServerExchange}) under {@link McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY} and, as an
 * addition, the request's `AbortSignal` under `ToolContext.ABORT_SIGNAL` and as the current
 * `AbortSignalContext`, so that a client's cancellation reaches the tool. The
 * `getToolCallbacksFrom…` methods discover tools, so they return a `Promise`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpToolUtils.html
 * @category MCP
 */
export abstract class McpToolUtils {
  /** The tool context key under which a served tool finds the MCP exchange. */
  static readonly TOOL_CONTEXT_MCP_EXCHANGE_KEY = TOOL_CONTEXT_MCP_EXCHANGE_KEY;

  private constructor() {}

  /**
   * A tool name that avoids collisions: the initials of the prefix's words, the formatted title
   * (if any) and the formatted tool name, joined by `_`; only the last 64 characters are kept.
   *
   * @throws IllegalArgumentException `"Prefix or toolName cannot be null or empty"`
   */
  static prefixedToolName(prefix: string, title: string | undefined, toolName: string): string;
  static prefixedToolName(prefix: string, toolName: string): string;
  static prefixedToolName(...args: [string, string | undefined, string] | [string, string]): string {
    return args.length === 3 ? prefixedToolName(args[0], args[1], args[2]) : prefixedToolName(args[0], undefined, args[1]);
  }

  /** Keeps letters a-z, digits, `_`, `-` and Han characters, and turns `-` into `_`. */
  static format(input: string): string {
    return format(input);
  }

  /** A Spring AI tool definition for an MCP tool, under the given name. */
  static createToolDefinition(prefixedToolName: string, tool: Tool): ToolDefinition {
    return createToolDefinition(prefixedToolName, tool);
  }

  /** The callbacks as MCP tool specifications (Java's `toSyncToolSpecification(List)`). */
  static toSyncToolSpecification(toolCallbacks: readonly ToolCallback[]): McpToolSpecification[];
  /**
   * The callback as an MCP tool: same name, description and input schema; the result becomes
   * text content (image content when `mimeType` is an image type), a failure an MCP tool error
   * carrying its message.
   */
  static toSyncToolSpecification(toolCallback: ToolCallback, mimeType?: MimeType | string): McpToolSpecification;
  static toSyncToolSpecification(
    toolCallbacks: ToolCallback | readonly ToolCallback[],
    mimeType?: MimeType | string,
  ): McpToolSpecification | McpToolSpecification[] {
    if (Array.isArray(toolCallbacks)) return toolCallbacks.map((callback) => toToolSpecification(callback));
    return toToolSpecification(toolCallbacks as ToolCallback, mimeType);
  }

  /** Several callbacks as MCP tool specifications. */
  static toSyncToolSpecifications(...toolCallbacks: ToolCallback[]): McpToolSpecification[] {
    return toolCallbacks.map((callback) => toToolSpecification(callback));
  }

  /** The stateless variant; the same specification here. */
  static toStatelessSyncToolSpecification(toolCallback: ToolCallback, mimeType?: MimeType | string): McpToolSpecification {
    return toToolSpecification(toolCallback, mimeType);
  }

  /** The asynchronous variant; the same specification here (every handler returns a `Promise`). */
  static toAsyncToolSpecification(toolCallback: ToolCallback, mimeType?: MimeType | string): McpToolSpecification {
    return toToolSpecification(toolCallback, mimeType);
  }

  /** Several callbacks as asynchronous specifications: an array or several arguments. */
  static toAsyncToolSpecifications(toolCallbacks: readonly ToolCallback[]): McpToolSpecification[];
  static toAsyncToolSpecifications(...toolCallbacks: ToolCallback[]): McpToolSpecification[];
  static toAsyncToolSpecifications(...args: unknown[]): McpToolSpecification[] {
    return listOf<ToolCallback>(args).map((callback) => toToolSpecification(callback));
  }

  /** The stateless asynchronous variant; the same specification here. */
  static toStatelessAsyncToolSpecification(toolCallback: ToolCallback, mimeType?: MimeType | string): McpToolSpecification {
    return toToolSpecification(toolCallback, mimeType);
  }

  /** The MCP exchange a served tool runs in, or `undefined` outside an MCP call. */
  static getMcpExchange(toolContext: ToolContext | undefined): McpServerExchange | undefined {
    if (toolContext === undefined || toolContext === null) return undefined;
    return toolContext.getContext().get(TOOL_CONTEXT_MCP_EXCHANGE_KEY) as McpServerExchange | undefined;
  }

  /**
   * The callbacks of all tools of the clients, without prefixes (an array or several arguments).
   * Rejects with `IllegalStateException("Multiple tools with the same name (…)")` on a clash.
   */
  static getToolCallbacksFromSyncClients(mcpClients: readonly Client[]): Promise<ToolCallback[]>;
  static getToolCallbacksFromSyncClients(...mcpClients: Client[]): Promise<ToolCallback[]>;
  static async getToolCallbacksFromSyncClients(...args: unknown[]): Promise<ToolCallback[]> {
    const mcpClients = listOf<Client>(args);
    if (mcpClients.length === 0) return [];
    return new SyncMcpToolCallbackProvider(mcpClients).loadToolCallbacks();
  }

  /**
   * The callbacks of all tools of the clients, named by the default prefix generator (Java uses
   * the provider's builder here).
   */
  static getToolCallbacksFromAsyncClients(mcpClients: readonly Client[]): Promise<ToolCallback[]>;
  static getToolCallbacksFromAsyncClients(...mcpClients: Client[]): Promise<ToolCallback[]>;
  static async getToolCallbacksFromAsyncClients(...args: unknown[]): Promise<ToolCallback[]> {
    const mcpClients = listOf<Client>(args);
    if (mcpClients.length === 0) return [];
    return AsyncMcpToolCallbackProvider.builder().mcpClients(mcpClients).build().loadToolCallbacks();
  }
}
