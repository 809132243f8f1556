/* spring-ai-ts, Apache-2.0. What SyncMcpToolCallbackProvider and AsyncMcpToolCallbackProvider share: discovery is asynchronous in both. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Assert } from '../../java/core/Assert.js';
import type { Duration } from '../../java/core/time/Duration.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../../tool/ToolCallbackProvider.js';
import { DefaultMcpToolNamePrefixGenerator } from '../DefaultMcpToolNamePrefixGenerator.js';
import type { McpToolFilter } from '../McpToolFilter.js';
import { McpToolNamePrefixGenerator } from '../McpToolNamePrefixGenerator.js';
import type { McpToolsChangedEvent } from '../McpToolsChangedEvent.js';
import { ToolContextToMcpMetaConverter } from '../ToolContextToMcpMetaConverter.js';
import type { McpToolCallbackBuilderBase } from './McpToolCallbackBase.js';
import { McpToolCallbackCache } from './McpToolCallbackCache.js';
import { fromBuilder, providerSettings, type McpProviderSettings } from './providerArguments.js';

/**
 * The tools of MCP servers as {@link ToolCallback}s, cached between discoveries. The two public
 * providers differ only in the callback class whose builder they pass in.
 */
export abstract class McpToolCallbackProviderBase implements ToolCallbackProvider {
  private readonly cache: McpToolCallbackCache;

  /**
   * @param args - the public constructor's arguments (Java's forms or the builder's settings)
   * @param callbackBuilder - a new builder of the provider's callback class
   */
  protected constructor(args: readonly unknown[], callbackBuilder: () => McpToolCallbackBuilderBase<ToolCallback>) {
    const settings = providerSettings(args);
    Assert.notNull(settings.mcpClients, 'MCP clients must not be null');
    Assert.notNull(settings.toolFilter, 'Tool filter must not be null');
    Assert.notNull(settings.toolNamePrefixGenerator, 'Tool name prefix generator must not be null');
    Assert.notNull(settings.toolContextToMcpMetaConverter, 'Tool context to MCP meta converter must not be null');
    this.cache = new McpToolCallbackCache({
      ...settings,
      createCallback: (client: Client, tool: Tool, prefixedToolName: string) =>
        callbackBuilder()
          .mcpClient(client)
          .tool(tool)
          .prefixedToolName(prefixedToolName)
          .toolContextToMcpMetaConverter(settings.toolContextToMcpMetaConverter)
          .timeout(settings.timeout as Duration)
          .build(),
    });
  }

  /**
   * The callbacks found by the last discovery.
   *
   * @throws IllegalStateException before the first `loadToolCallbacks()`
   */
  getToolCallbacks(): ToolCallback[] {
    return this.cache.snapshot();
  }

  /**
   * Discovers the servers' tools when the cache is invalid (at first, and after
   * `invalidateCache()`) and returns the callbacks; the asynchronous form of Java's
   * `getToolCallbacks()`.
   *
   * Rejects with `IllegalStateException("Multiple tools with the same name (…)")` on a name clash,
   * or with the MCP error of a failed `tools/list`.
   */
  loadToolCallbacks(): Promise<ToolCallback[]> {
    return this.cache.load();
  }

  /** Marks the cached callbacks stale; the next `loadToolCallbacks()` discovers again. */
  invalidateCache(): void {
    this.cache.invalidate();
  }

  /** Reacts to changed tools: invalidates the cache and starts discovering again. */
  onApplicationEvent(_event: McpToolsChangedEvent): void {
    this.cache.refreshInBackground();
  }
}

/** The settings both provider builders take but the clients; `build()` of each creates its own class. */
export abstract class McpToolCallbackProviderBuilderBase<P> {
  private filter: McpToolFilter = () => true;
  private prefixGenerator: McpToolNamePrefixGenerator = new DefaultMcpToolNamePrefixGenerator();
  private converter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter();
  private timeoutValue: Duration | undefined;

  /** Which tools to keep (default: all). */
  toolFilter(toolFilter: McpToolFilter): this {
    Assert.notNull(toolFilter, 'Tool filter must not be null');
    this.filter = toolFilter;
    return this;
  }

  /** How tools are named (default: a new {@link DefaultMcpToolNamePrefixGenerator}); a function is accepted too. */
  toolNamePrefixGenerator(
    toolNamePrefixGenerator: McpToolNamePrefixGenerator | Parameters<typeof McpToolNamePrefixGenerator.from>[0],
  ): this {
    Assert.notNull(toolNamePrefixGenerator, 'Tool name prefix generator must not be null');
    this.prefixGenerator = McpToolNamePrefixGenerator.from(toolNamePrefixGenerator);
    return this;
  }

  /** How the tool context becomes `_meta` (default: {@link ToolContextToMcpMetaConverter.defaultConverter}). */
  toolContextToMcpMetaConverter(toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter): this {
    Assert.notNull(toolContextToMcpMetaConverter, 'Tool context to MCP meta converter must not be null');
    this.converter = toolContextToMcpMetaConverter;
    return this;
  }

  /** The time limit of `tools/list` and of each tool call (spring-ai-ts addition; default: the SDK's 60 s). */
  timeout(timeout: Duration): this {
    this.timeoutValue = timeout;
    return this;
  }

  /** Builds the provider; no discovery happens until `loadToolCallbacks()`. */
  abstract build(): P;

  /**
   * The clients of `mcpClients(list)` or `mcpClients(...clients)`, copied.
   *
   * @throws IllegalArgumentException `"MCP clients list must not be null"` for a `null` list
   */
  protected clientList(args: readonly unknown[]): Client[] {
    if (args.length === 1 && (Array.isArray(args[0]) || args[0] == null)) {
      Assert.notNull(args[0], 'MCP clients list must not be null');
      return [...(args[0] as Client[])];
    }
    return [...(args as Client[])];
  }

  /** The settings with `mcpClients`, wrapped as the provider constructor's single argument. */
  protected settingsWith(mcpClients: Client[]): Client {
    const settings: McpProviderSettings = {
      toolFilter: this.filter,
      toolNamePrefixGenerator: this.prefixGenerator,
      mcpClients,
      toolContextToMcpMetaConverter: this.converter,
      timeout: this.timeoutValue,
    };
    return fromBuilder(settings) as unknown as Client;
  }
}
