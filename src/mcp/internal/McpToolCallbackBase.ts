/* spring-ai-ts, Apache-2.0. What SyncMcpToolCallback and AsyncMcpToolCallback share: both are Promise-based here. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import { Assert } from '../../java/core/Assert.js';
import type { Duration } from '../../java/core/time/Duration.js';
import type { Logger } from '../../java/logging/Logger.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import { ToolCallback } from '../../tool/ToolCallback.js';
import { ToolContextToMcpMetaConverter } from '../ToolContextToMcpMetaConverter.js';
import { callMcpTool, type McpToolCallTarget } from './callMcpTool.js';
import { clientInfoOf } from './mcpClientMetadata.js';
import { createToolDefinition, format, prefixedToolName as prefixedName } from './mcpToolNames.js';

/** The name a tool gets when the constructor is given none: Java's `McpToolUtils.prefixedToolName`. */
function defaultPrefixedToolName(mcpClient: Client, tool: Tool): string {
  return prefixedName(clientInfoOf(mcpClient)?.name as string, clientInfoOf(mcpClient)?.title, tool?.name);
}

/** What the two public constructors take; `build()` of the builders passes all of it. */
type McpToolCallbackClass<C> = new (
  mcpClient: Client,
  tool: Tool,
  prefixedToolName: string,
  toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter,
  timeout: Duration | undefined,
) => C;

/**
 * One MCP tool as a {@link ToolCallback}: the definition under the prefixed name and the call
 * (`tools/call` with the tool's own name). The two public classes differ only in name and logger,
 * so they inherit this constructor and set {@link McpToolCallbackBase.logger}.
 */
export abstract class McpToolCallbackBase extends ToolCallback {
  /** The logger of the public class (a subclass of it logs under the same name, as Java's static logger does). */
  protected static readonly logger: Logger = LoggerFactory.getLogger('McpToolCallback');

  private readonly prefixedToolName: string;
  private readonly target: McpToolCallTarget;

  /**
   * A callback for `tool` on `mcpClient`.
   *
   * @param prefixedToolName - the name the model sees; by default the client name's initials,
   * the client title and the tool name (`McpToolUtils.prefixedToolName`)
   * @param toolContextToMcpMetaConverter - default {@link ToolContextToMcpMetaConverter.defaultConverter}
   * @param timeout - the time limit of each call (default: the MCP SDK's)
   *
   * Java deprecates the two-argument form in favour of the class's `builder()`; the constructor with
   * four arguments is private in Java.
   */
  constructor(
    mcpClient: Client,
    tool: Tool,
    prefixedToolName: string = defaultPrefixedToolName(mcpClient, tool),
    toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter(),
    timeout?: Duration,
  ) {
    super();
    Assert.notNull(mcpClient, 'MCP client must not be null');
    Assert.notNull(tool, 'MCP tool must not be null');
    Assert.hasText(prefixedToolName, 'Prefixed tool name must not be empty');
    Assert.notNull(toolContextToMcpMetaConverter, 'ToolContextToMcpMetaConverter must not be null');
    this.prefixedToolName = prefixedToolName;
    this.target = {
      client: mcpClient,
      tool,
      toolDefinition: () => this.getToolDefinition(),
      toolContextToMcpMetaConverter,
      timeout,
      logger: new.target.logger,
    };
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

/** The settings both builders take; `build()` checks them and creates the builder's own class. */
export abstract class McpToolCallbackBuilderBase<C> {
  /** The class `build()` creates. */
  protected abstract readonly callbackClass: McpToolCallbackClass<C>;
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
  build(): C {
    Assert.notNull(this.mcpClientValue, 'MCP client must not be null');
    Assert.notNull(this.toolValue, 'MCP tool must not be null');
    this.prefixedToolNameValue ??= format(this.toolValue.name);
    return new this.callbackClass(this.mcpClientValue, this.toolValue, this.prefixedToolNameValue, this.converter, this.timeoutValue);
  }
}
