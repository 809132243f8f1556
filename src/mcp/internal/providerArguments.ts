/* spring-ai-ts, Apache-2.0. Tells apart the MCP providers' constructor forms (Java overloads). */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Assert } from '../../java/core/Assert.js';
import type { Duration } from '../../java/core/time/Duration.js';
import type { McpToolFilter } from '../McpToolFilter.js';
import { McpToolNamePrefixGenerator } from '../McpToolNamePrefixGenerator.js';
import { ToolContextToMcpMetaConverter } from '../ToolContextToMcpMetaConverter.js';

/** Everything a provider is configured with. */
export interface McpProviderSettings {
  toolFilter: McpToolFilter;
  toolNamePrefixGenerator: McpToolNamePrefixGenerator;
  mcpClients: Client[];
  toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter;
  timeout: Duration | undefined;
}

const FROM_BUILDER = Symbol('spring-ai-ts.mcp.providerSettings');

/** Wraps builder settings so that the constructor can tell them from Java's public forms. */
export function fromBuilder(settings: McpProviderSettings): object {
  return { [FROM_BUILDER]: settings };
}

const isClient = (value: unknown): value is Client =>
  typeof value === 'object' && value !== null && typeof (value as { callTool?: unknown }).callTool === 'function';

const ACCEPT_ALL: McpToolFilter = () => true;

/**
 * The settings for `new Provider(...)`: builder settings, or one of Java's deprecated public forms
 * (`(clients)`, `(filter, clients)`, `(filter, generator, ...clients)`, `(...clients)`), which use no
 * prefix.
 */
export function providerSettings(args: readonly unknown[]): McpProviderSettings {
  const first = args[0] as Record<symbol, McpProviderSettings> | undefined;
  if (args.length === 1 && typeof first === 'object' && first !== null && FROM_BUILDER in first) {
    return first[FROM_BUILDER];
  }
  const rest = [...args];
  let toolFilter: McpToolFilter = ACCEPT_ALL;
  let toolNamePrefixGenerator = McpToolNamePrefixGenerator.noPrefix();
  if (rest.length > 0 && !Array.isArray(rest[0]) && !isClient(rest[0])) {
    toolFilter = rest.shift() as McpToolFilter;
    if (rest.length > 0 && !Array.isArray(rest[0]) && !isClient(rest[0])) {
      toolNamePrefixGenerator = McpToolNamePrefixGenerator.from(rest.shift() as McpToolNamePrefixGenerator);
    }
  }
  const mcpClients = (rest.length === 1 && (Array.isArray(rest[0]) || rest[0] == null) ? rest[0] : rest) as Client[];
  Assert.notNull(mcpClients, 'MCP clients must not be null');
  Assert.notNull(toolFilter, 'Tool filter must not be null');
  return {
    toolFilter,
    toolNamePrefixGenerator,
    mcpClients: [...mcpClients],
    toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter.defaultConverter(),
    timeout: undefined,
  };
}
