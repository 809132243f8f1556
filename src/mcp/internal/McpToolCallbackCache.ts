/* spring-ai-ts, Apache-2.0. Tool discovery and its cache, shared by the two MCP tool callback providers. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import type { Duration } from '../../java/core/time/Duration.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { ToolUtils } from '../../tool/support/ToolUtils.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { McpConnectionInfo } from '../McpConnectionInfo.js';
import type { McpToolFilter } from '../McpToolFilter.js';
import type { McpToolNamePrefixGenerator } from '../McpToolNamePrefixGenerator.js';
import { connectionInfoOf } from './mcpClientMetadata.js';
import { describeMcpFailure, watchConnection } from './mcpFailures.js';

const logger = LoggerFactory.getLogger('McpToolCallbackProvider');

/** What discovery needs from a provider. */
export interface McpToolDiscoverySettings {
  mcpClients: readonly Client[];
  toolFilter: McpToolFilter;
  toolNamePrefixGenerator: McpToolNamePrefixGenerator;
  timeout: Duration | undefined;
  createCallback(client: Client, tool: Tool, prefixedToolName: string): ToolCallback;
}

function accepts(filter: McpToolFilter, connectionInfo: McpConnectionInfo, tool: Tool): boolean {
  return typeof filter === 'function' ? filter(connectionInfo, tool) : filter.test(connectionInfo, tool);
}

/** Every tool of the client, following `nextCursor` through all pages. */
async function listAllTools(client: Client, timeout: Duration | undefined): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  watchConnection(client);
  do {
    const page = await client
      .listTools(cursor === undefined ? undefined : { cursor }, timeout === undefined ? undefined : { timeout: timeout.toMillis() })
      .catch((error: unknown) => {
        throw describeMcpFailure(client, 'tools/list', error);
      });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}

/**
 * The providers' cache. Java fills it lazily inside the blocking `getToolCallbacks()`; here
 * `load()` fills it (one discovery at a time), and `snapshot()` is the synchronous read that the
 * `ToolCallbackProvider` contract needs.
 */
export class McpToolCallbackCache {
  private cached: ToolCallback[] | undefined;
  private invalid = true;
  private generation = 0;
  private inFlight: Promise<ToolCallback[]> | undefined;

  constructor(private readonly settings: McpToolDiscoverySettings) {}

  /** The callbacks of the last discovery. */
  snapshot(): ToolCallback[] {
    if (this.cached === undefined) {
      throw new IllegalStateException(
        'The MCP tools have not been discovered yet: await loadToolCallbacks() once before getToolCallbacks()',
      );
    }
    return [...this.cached];
  }

  /** Discovers the tools when the cache is invalid, else returns the cached callbacks. */
  load(): Promise<ToolCallback[]> {
    if (!this.invalid && this.cached !== undefined) return Promise.resolve([...this.cached]);
    this.inFlight ??= this.discover().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Marks the cache stale; the next `load()` discovers again. */
  invalidate(): void {
    this.invalid = true;
    this.generation++;
  }

  /** Invalidates and discovers again in the background, so that `snapshot()` catches up. */
  refreshInBackground(): void {
    this.invalidate();
    // Joined by the next load(); a failure leaves the cache invalid, so that load() retries.
    this.load().catch((error: unknown) => logger.warn('Rediscovering MCP tools failed: {}', error instanceof Error ? error.message : String(error)));
  }

  private async discover(): Promise<ToolCallback[]> {
    const generation = this.generation;
    const callbacks: ToolCallback[] = [];
    for (const client of this.settings.mcpClients) {
      const tools = await listAllTools(client, this.settings.timeout);
      for (const tool of tools) {
        const connectionInfo = connectionInfoOf(client);
        if (!accepts(this.settings.toolFilter, connectionInfo, tool)) continue;
        const name = this.settings.toolNamePrefixGenerator.prefixedToolName(connectionInfo, tool);
        callbacks.push(this.settings.createCallback(client, tool, name));
      }
    }
    const duplicateToolNames = ToolUtils.getDuplicateToolNames(callbacks);
    if (duplicateToolNames.length > 0) {
      throw new IllegalStateException(`Multiple tools with the same name (${duplicateToolNames.join(', ')})`);
    }
    this.cached = callbacks;
    // A change announced while this discovery ran keeps the cache stale.
    if (generation === this.generation) this.invalid = false;
    return [...callbacks];
  }
}
