/* Ported from Spring AI AsyncMcpToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Assert } from '../java/core/Assert.js';
import { Flux } from '../java/reactor/Flux.js';
import type { ToolCallback } from '../tool/ToolCallback.js';
// For the TSDoc links.
import type { DefaultMcpToolNamePrefixGenerator } from './DefaultMcpToolNamePrefixGenerator.js';
import { McpToolCallbackProviderBase, McpToolCallbackProviderBuilderBase } from './internal/McpToolCallbackProviderBase.js';
import type { McpToolFilter } from './McpToolFilter.js';
import type { McpToolNamePrefixGenerator } from './McpToolNamePrefixGenerator.js';
import { AsyncMcpToolCallback } from './AsyncMcpToolCallback.js';

/**
 * Builder of {@link AsyncMcpToolCallbackProvider} (Java's `AsyncMcpToolCallbackProvider.Builder`).
 * Defaults: every tool accepted, a {@link DefaultMcpToolNamePrefixGenerator}, the
 * default meta converter.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallbackProvider.Builder.html
 * @category MCP
 */
export class AsyncMcpToolCallbackProviderBuilder extends McpToolCallbackProviderBuilderBase<AsyncMcpToolCallbackProvider> {
  private mcpClientList: Client[] | undefined;

  /** The MCP clients (required): an array or several arguments. */
  mcpClients(mcpClients: Client[]): this;
  mcpClients(...mcpClients: Client[]): this;
  mcpClients(...args: unknown[]): this {
    this.mcpClientList = this.clientList(args);
    // Java's varargs form checks the elements, its list form does not.
    if (!(args.length === 1 && Array.isArray(args[0]))) Assert.noNullElements(this.mcpClientList, 'MCP clients must not be null');
    return this;
  }

  /** Builds the provider; no discovery happens until `loadToolCallbacks()`. */
  build(): AsyncMcpToolCallbackProvider {
    return new AsyncMcpToolCallbackProvider(this.settingsWith(this.mcpClientList as Client[]));
  }
}

/**
 * The tools of one or more MCP servers as {@link ToolCallback}s, for code written against
 * Spring's asynchronous MCP client. It behaves exactly as {@link SyncMcpToolCallbackProvider}
 * (discovery, filtering, naming, the cache and its invalidation) but wraps the tools in
 * {@link AsyncMcpToolCallback}s, and its builder requires the clients.
 *
 * @example
 * ```ts
 * const provider = AsyncMcpToolCallbackProvider.builder().mcpClients(filesClient, searchClient).build();
 * await provider.loadToolCallbacks();
 * const answer = await chatClient.prompt('Tidy the sandbox').toolCallbacks(provider).call().content();
 * ```
 *
 * @remarks
 * Java's class returns the callbacks from a blocking `getToolCallbacks()` over `Mono`s; here
 * discovery is `loadToolCallbacks()` and calls return `Promise`s, as in the synchronous class.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/AsyncMcpToolCallbackProvider.html
 * @category MCP
 */
export class AsyncMcpToolCallbackProvider extends McpToolCallbackProviderBase {
  /** Java's nested `AsyncMcpToolCallbackProvider.Builder`. */
  static readonly Builder = AsyncMcpToolCallbackProviderBuilder;

  /** Java's deprecated constructors, which name tools without a prefix; prefer {@link AsyncMcpToolCallbackProvider.builder}. */
  constructor(mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, mcpClients: Client[]);
  constructor(toolFilter: McpToolFilter, ...mcpClients: Client[]);
  constructor(...mcpClients: Client[]);
  constructor(...args: unknown[]) {
    super(args, () => AsyncMcpToolCallback.builder());
  }

  /** A new builder. */
  static builder(): AsyncMcpToolCallbackProviderBuilder {
    return new AsyncMcpToolCallbackProviderBuilder();
  }

  /**
   * The callbacks of all tools of `mcpClients`, without prefixes, as a `Flux` (empty for none);
   * discovery starts when the `Flux` is subscribed.
   */
  static asyncToolCallbacks(mcpClients: Client[] | undefined): Flux<ToolCallback> {
    if (mcpClients === undefined || mcpClients === null || mcpClients.length === 0) return Flux.empty();
    return Flux.defer(async () => Flux.fromIterable(await new AsyncMcpToolCallbackProvider(mcpClients).loadToolCallbacks()));
  }
}

/**
 * Type-level view of the nested Java types of {@link AsyncMcpToolCallbackProvider}.
 *
 * @category MCP
 */
export declare namespace AsyncMcpToolCallbackProvider {
  /** Java's `AsyncMcpToolCallbackProvider.Builder`. */
  type Builder = AsyncMcpToolCallbackProviderBuilder;
}
