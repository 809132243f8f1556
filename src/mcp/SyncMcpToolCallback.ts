/* Ported from Spring AI SyncMcpToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext } from '../chat/model/ToolContext.js';
import { Assert } from '../core/Assert.js';
import type { Duration } from '../core/time/Duration.js';
import { LoggerFactory } from '../logging/LoggerFactory.js';
import type { ToolDefinition } from '../tool/definition/ToolDefinition.js';
import type { ToolCallback } from '../tool/ToolCallback.js';
import { callMcpTool, type McpToolCallTarget } from './internal/callMcpTool.js';
import { clientInfoOf } from './internal/mcpClientMetadata.js';
import { createToolDefinition, format, prefixedToolName as prefixedName } from './internal/mcpToolNames.js';
import { ToolContextToMcpMetaConverter } from './ToolContextToMcpMetaConverter.js';

const logger = LoggerFactory.getLogger('SyncMcpToolCallback');

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
 * The constructor with four arguments is private in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallback.html
 * @category MCP
 */
export class SyncMcpToolCallback implements ToolCallback {
  /** Java's nested `SyncMcpToolCallback.Builder`. */
  static get Builder(): typeof SyncMcpToolCallbackBuilder {
    return SyncMcpToolCallbackBuilder;
  }

  private readonly target: McpToolCallTarget;

  /**
   * A callback for `tool` on `mcpClient`.
   *
   * @param prefixedToolName - the name the model sees; by default the client name's initials,
   * the client title and the tool name (`McpToolUtils.prefixedToolName`)
   * @param toolContextToMcpMetaConverter - default {@link ToolContextToMcpMetaConverter.defaultConverter}
   * @param timeout - the time limit of each call (default: the MCP SDK's)
   *
   * Java deprecates the two-argument form in favour of {@link SyncMcpToolCallback.builder}.
   */
  constructor(
    mcpClient: Client,
    tool: Tool,
    private readonly prefixedToolName: string = prefixedName(
      clientInfoOf(mcpClient)?.name as string,
      clientInfoOf(mcpClient)?.title,
      tool?.name,
    ),
    toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter(),
    timeout?: Duration,
  ) {
    Assert.notNull(mcpClient, 'MCP client must not be null');
    Assert.notNull(tool, 'MCP tool must not be null');
    Assert.hasText(prefixedToolName, 'Prefixed tool name must not be empty');
    Assert.notNull(toolContextToMcpMetaConverter, 'ToolContextToMcpMetaConverter must not be null');
    this.target = {
      client: mcpClient,
      tool,
      toolDefinition: () => this.getToolDefinition(),
      toolContextToMcpMetaConverter,
      timeout,
      logger,
    };
  }

  /** A new builder. */
  static builder(): SyncMcpToolCallbackBuilder {
    return new SyncMcpToolCallbackBuilder();
  }

  /** The definition the model sees: the prefixed name, the server's description and schema. */
  getToolDefinition(): ToolDefinition {
    return createToolDefinition(this.prefixedToolName, this.target.tool);
  }

  /** The tool's name on its server, without the prefix. */
  getOriginalToolName(): string {
    return this.target.tool.name;
  }

  /**
   * Calls the tool with the model's JSON arguments (blank input becomes `{}`).
   *
   * @param toolContext - sent as `_meta` through the converter; its abort signal cancels the call
   */
  call(toolCallInput: string, toolContext?: ToolContext): Promise<string> {
    return callMcpTool(this.target, toolCallInput, toolContext);
  }
}

/**
 * Builder of {@link SyncMcpToolCallback} (Java's `SyncMcpToolCallback.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallback.Builder.html
 * @category MCP
 */
export class SyncMcpToolCallbackBuilder {
  private mcpClientValue: Client | undefined;
  private toolValue: Tool | undefined;
  private prefixedToolNameValue: string | undefined;
  private converter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter();
  private timeoutValue: Duration | undefined;

  /** The MCP client that runs the tool (required). */
  mcpClient(mcpClient: Client): this {
    this.mcpClientValue = mcpClient;
    return this;
  }

  /** The tool as the server listed it (required). */
  tool(tool: Tool): this {
    this.toolValue = tool;
    return this;
  }

  /** The name the model sees (default: `format(tool.name)`). */
  prefixedToolName(prefixedToolName: string): this {
    this.prefixedToolNameValue = prefixedToolName;
    return this;
  }

  /** How the tool context becomes `_meta` (default: {@link ToolContextToMcpMetaConverter.defaultConverter}). */
  toolContextToMcpMetaConverter(toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter): this {
    Assert.notNull(toolContextToMcpMetaConverter, 'ToolContextToMcpMetaConverter must not be null');
    this.converter = toolContextToMcpMetaConverter;
    return this;
  }

  /** The time limit of each call (spring-ai-ts addition; default: the MCP SDK's 60 seconds). */
  timeout(timeout: Duration): this {
    this.timeoutValue = timeout;
    return this;
  }

  /**
   * Builds the callback.
   *
   * @throws IllegalArgumentException `"MCP client must not be null"`, `"MCP tool must not be null"`
   */
  build(): SyncMcpToolCallback {
    Assert.notNull(this.mcpClientValue, 'MCP client must not be null');
    Assert.notNull(this.toolValue, 'MCP tool must not be null');
    this.prefixedToolNameValue ??= format(this.toolValue.name);
    return new SyncMcpToolCallback(
      this.mcpClientValue,
      this.toolValue,
      this.prefixedToolNameValue,
      this.converter,
      this.timeoutValue,
    );
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
