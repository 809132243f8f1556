/* Ported from Spring AI SyncMcpToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Assert } from '../java/core/Assert.js';
import type { ToolCallback } from '../tool/ToolCallback.js';
// For the TSDoc links.
import type { DefaultMcpToolNamePrefixGenerator } from './DefaultMcpToolNamePrefixGenerator.js';
import { McpToolCallbackProviderBase, McpToolCallbackProviderBuilderBase } from './internal/McpToolCallbackProviderBase.js';
import type { McpToolFilter } from './McpToolFilter.js';
import type { McpToolNamePrefixGenerator } from './McpToolNamePrefixGenerator.js';
import { SyncMcpToolCallback } from './SyncMcpToolCallback.js';

/**
 * Builder of {@link SyncMcpToolCallbackProvider} (Java's `SyncMcpToolCallbackProvider.Builder`).
 * Defaults: no clients, every tool accepted, a {@link DefaultMcpToolNamePrefixGenerator}, the
 * default meta converter.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallbackProvider.Builder.html
 * @category MCP
 */
export class SyncMcpToolCallbackProviderBuilder extends McpToolCallbackProviderBuilderBase<SyncMcpToolCallbackProvider> {
  private mcpClientList: Client[] = [];

  /** The MCP clients (replaces earlier ones): an array or several arguments. */
  mcpClients(mcpClients: Client[]): this;
  mcpClients(...mcpClients: Client[]): this;
  mcpClients(...args: unknown[]): this {
    this.mcpClientList = this.clientList(args);
    return this;
  }

  /** Adds one MCP client. */
  addMcpClient(mcpClient: Client): this {
    Assert.notNull(mcpClient, 'MCP client must not be null');
    this.mcpClientList.push(mcpClient);
    return this;
  }

  /** Builds the provider; no discovery happens until `loadToolCallbacks()`. */
  build(): SyncMcpToolCallbackProvider {
    return new SyncMcpToolCallbackProvider(this.settingsWith(this.mcpClientList));
  }
}

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
 * `loadToolCallbacks()` discovers (when the cache is invalid) and `getToolCallbacks()` stays
 * synchronous, as the `ToolCallbackProvider` contract is, returning what the last discovery found;
 * before the first discovery it throws `IllegalStateException`. `onApplicationEvent` invalidates
 * the cache, as in Java, and also starts the new discovery at once, so that the next
 * `getToolCallbacks()` sees the changed tools without blocking (await `loadToolCallbacks()` to be
 * sure it finished). Listing and calls are both asynchronous, so this class and
 * {@link AsyncMcpToolCallbackProvider} differ only in the callback class they create.
 * `Builder.timeout` (an addition) bounds `tools/list` and each tool call.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/SyncMcpToolCallbackProvider.html
 * @category MCP
 */
export class SyncMcpToolCallbackProvider extends McpToolCallbackProviderBase {
  /** Java's nested `SyncMcpToolCallbackProvider.Builder`. */
  static readonly Builder = SyncMcpToolCallbackProviderBuilder;

  /** Java's deprecated constructors, which name tools without a prefix; prefer {@link SyncMcpToolCallbackProvider.builder}. */
  constructor(mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, toolNamePrefixGenerator: McpToolNamePrefixGenerator, ...mcpClients: Client[]);
  constructor(...mcpClients: Client[]);
  constructor(...args: unknown[]) {
    super(args, () => SyncMcpToolCallback.builder());
  }

  /** A new builder. */
  static builder(): SyncMcpToolCallbackProviderBuilder {
    return new SyncMcpToolCallbackProviderBuilder();
  }

  /** The callbacks of all tools of `mcpClients`, without prefixes (an empty list for none). */
  static async syncToolCallbacks(mcpClients: Client[] | undefined): Promise<ToolCallback[]> {
    if (mcpClients === undefined || mcpClients === null || mcpClients.length === 0) return [];
    return new SyncMcpToolCallbackProvider(mcpClients).loadToolCallbacks();
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
