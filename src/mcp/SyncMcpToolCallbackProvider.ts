/* Ported from Spring AI SyncMcpToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { Assert } from '../core/Assert.js';
import type { Duration } from '../core/time/Duration.js';
import type { ToolCallback } from '../tool/ToolCallback.js';
import type { ToolCallbackProvider } from '../tool/ToolCallbackProvider.js';
import { DefaultMcpToolNamePrefixGenerator } from './DefaultMcpToolNamePrefixGenerator.js';
import { McpToolCallbackCache } from './internal/McpToolCallbackCache.js';
import { fromBuilder, providerSettings, type McpProviderSettings } from './internal/providerArguments.js';
import type { McpToolFilter } from './McpToolFilter.js';
import { McpToolNamePrefixGenerator } from './McpToolNamePrefixGenerator.js';
import type { McpToolsChangedEvent } from './McpToolsChangedEvent.js';
import { SyncMcpToolCallback } from './SyncMcpToolCallback.js';
import { ToolContextToMcpMetaConverter } from './ToolContextToMcpMetaConverter.js';

/**
 * The tools of one or more MCP servers as {@link ToolCallback}s: each client's tools are listed,
 * filtered with the {@link McpToolFilter}, named by the {@link McpToolNamePrefixGenerator} and
 * wrapped in {@link SyncMcpToolCallback}s. Two tools with the same final name are rejected with
 * `IllegalStateException("Multiple tools with the same name (<names>)")`.
 *
 * @example
 * ```ts
 * const provider = SyncMcpToolCallbackProvider.builder().mcpClients(filesClient, searchClient).build();
 * await provider.loadToolCallbacks();
 * const answer = await chatClient.prompt('Tidy the sandbox').toolCallbacks(provider).call().content();
 * ```
 *
 * @remarks
 * Discovery is I/O, which Java does inside the blocking `getToolCallbacks()`. Here
 * {@link SyncMcpToolCallbackProvider.loadToolCallbacks} discovers (when the cache is invalid) and
 * `getToolCallbacks()` stays synchronous, as the `ToolCallbackProvider` contract is, returning what
 * the last discovery found; before the first discovery it throws `IllegalStateException`.
 * `onApplicationEvent` invalidates the cache, as in Java, and also starts the new discovery at
 * once, so that the next `getToolCallbacks()` sees the changed tools without blocking (await
 * `loadToolCallbacks()` to be sure it finished). Listing and calls are both asynchronous, so this
 * class and {@link AsyncMcpToolCallbackProvider} differ only in the callback class they create.
 * `Builder.timeout` (an addition) bounds `tools/list` and each tool call.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallbackProvider.html
 * @category MCP
 */
export class SyncMcpToolCallbackProvider implements ToolCallbackProvider {
  /** Java's nested `SyncMcpToolCallbackProvider.Builder`. */
  static get Builder(): typeof SyncMcpToolCallbackProviderBuilder {
    return SyncMcpToolCallbackProviderBuilder;
  }

  private readonly cache: McpToolCallbackCache;

  /** Java's deprecated constructors, which name tools without a prefix; prefer {@link SyncMcpToolCallbackProvider.builder}. */
  constructor(mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, toolNamePrefixGenerator: McpToolNamePrefixGenerator, ...mcpClients: Client[]);
  constructor(...mcpClients: Client[]);
  constructor(...args: unknown[]) {
    const settings = providerSettings(args);
    Assert.notNull(settings.mcpClients, 'MCP clients must not be null');
    Assert.notNull(settings.toolFilter, 'Tool filter must not be null');
    Assert.notNull(settings.toolNamePrefixGenerator, 'Tool name prefix generator must not be null');
    Assert.notNull(settings.toolContextToMcpMetaConverter, 'Tool context to MCP meta converter must not be null');
    this.cache = new McpToolCallbackCache({
      ...settings,
      createCallback: (client: Client, tool: Tool, prefixedToolName: string) =>
        SyncMcpToolCallback.builder()
          .mcpClient(client)
          .tool(tool)
          .prefixedToolName(prefixedToolName)
          .toolContextToMcpMetaConverter(settings.toolContextToMcpMetaConverter)
          .timeout(settings.timeout as Duration)
          .build(),
    });
  }

  /** A new builder. */
  static builder(): SyncMcpToolCallbackProviderBuilder {
    return new SyncMcpToolCallbackProviderBuilder();
  }

  /**
   * The callbacks found by the last discovery.
   *
   * @throws IllegalStateException before the first {@link SyncMcpToolCallbackProvider.loadToolCallbacks}
   */
  getToolCallbacks(): ToolCallback[] {
    return this.cache.snapshot();
  }

  /**
   * Discovers the servers' tools when the cache is invalid (at first, and after
   * {@link SyncMcpToolCallbackProvider.invalidateCache}) and returns the callbacks; the
   * asynchronous form of Java's `getToolCallbacks()`.
   *
   * Rejects with `IllegalStateException("Multiple tools with the same name (…)")` on a name clash,
   * or with the MCP error of a failed `tools/list`.
   */
  loadToolCallbacks(): Promise<ToolCallback[]> {
    return this.cache.load();
  }

  /** Marks the cached callbacks stale; the next {@link SyncMcpToolCallbackProvider.loadToolCallbacks} discovers again. */
  invalidateCache(): void {
    this.cache.invalidate();
  }

  /** Reacts to changed tools: invalidates the cache and starts discovering again. */
  onApplicationEvent(_event: McpToolsChangedEvent): void {
    this.cache.refreshInBackground();
  }

  /** The callbacks of all tools of `mcpClients`, without prefixes (an empty list for none). */
  static async syncToolCallbacks(mcpClients: Client[] | undefined): Promise<ToolCallback[]> {
    if (mcpClients === undefined || mcpClients === null || mcpClients.length === 0) return [];
    return new SyncMcpToolCallbackProvider(mcpClients).loadToolCallbacks();
  }
}

/**
 * Builder of {@link SyncMcpToolCallbackProvider} (Java's `SyncMcpToolCallbackProvider.Builder`).
 * Defaults: no clients, every tool accepted, a {@link DefaultMcpToolNamePrefixGenerator}, the
 * default meta converter.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallbackProvider.Builder.html
 * @category MCP
 */
export class SyncMcpToolCallbackProviderBuilder {
  private mcpClientList: Client[] = [];
  private filter: McpToolFilter = () => true;
  private prefixGenerator: McpToolNamePrefixGenerator = new DefaultMcpToolNamePrefixGenerator();
  private converter: ToolContextToMcpMetaConverter = ToolContextToMcpMetaConverter.defaultConverter();
  private timeoutValue: Duration | undefined;

  /** The MCP clients (replaces earlier ones): an array or several arguments. */
  mcpClients(mcpClients: Client[]): this;
  mcpClients(...mcpClients: Client[]): this;
  mcpClients(...args: unknown[]): this {
    if (args.length === 1 && (Array.isArray(args[0]) || args[0] == null)) {
      Assert.notNull(args[0], 'MCP clients list must not be null');
      this.mcpClientList = [...(args[0] as Client[])];
    } else {
      this.mcpClientList = [...(args as Client[])];
    }
    return this;
  }

  /** Adds one MCP client. */
  addMcpClient(mcpClient: Client): this {
    Assert.notNull(mcpClient, 'MCP client must not be null');
    this.mcpClientList.push(mcpClient);
    return this;
  }

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
  build(): SyncMcpToolCallbackProvider {
    const settings: McpProviderSettings = {
      toolFilter: this.filter,
      toolNamePrefixGenerator: this.prefixGenerator,
      mcpClients: this.mcpClientList,
      toolContextToMcpMetaConverter: this.converter,
      timeout: this.timeoutValue,
    };
    return new SyncMcpToolCallbackProvider(fromBuilder(settings) as unknown as Client);
  }
}

/**
 * Type-level view of the nested Java types of {@link SyncMcpToolCallbackProvider}.
 *
 * @category MCP
 */
export declare namespace SyncMcpToolCallbackProvider {
  /** Java's `SyncMcpToolCallbackProvider.Builder`. */
  type Builder = SyncMcpToolCallbackProviderBuilder;
}
