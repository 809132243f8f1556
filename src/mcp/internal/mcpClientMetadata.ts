/* spring-ai-ts, Apache-2.0. Reads what Java's McpSyncClient exposes and the TypeScript client keeps private. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { ClientCapabilities, Implementation } from '@modelcontextprotocol/sdk/types.js';
import { McpConnectionInfo } from '../McpConnectionInfo.js';

/** The fields of the SDK's `Client` (1.x) that hold what it sent in `initialize`. */
interface ClientInternals {
  _clientInfo?: Implementation;
  _capabilities?: ClientCapabilities;
}

/**
 * The client's own name, title and version. Java's client has `getClientInfo()`; the TypeScript
 * SDK keeps the value it was constructed with in a private field, read here in one place.
 */
export function clientInfoOf(client: Client): Implementation | undefined {
  return (client as unknown as ClientInternals)._clientInfo;
}

/** The capabilities the client announces (Java's `getClientCapabilities()`). */
export function clientCapabilitiesOf(client: Client): ClientCapabilities | undefined {
  return (client as unknown as ClientInternals)._capabilities;
}

/** Java's `connectionInfo(mcpClient)` of the providers. */
export function connectionInfoOf(client: Client): McpConnectionInfo {
  return McpConnectionInfo.builder()
    .clientCapabilities(clientCapabilitiesOf(client))
    .clientInfo(clientInfoOf(client))
    .initializeResult({
      capabilities: client.getServerCapabilities(),
      serverInfo: client.getServerVersion(),
      instructions: client.getInstructions(),
    })
    .build();
}
