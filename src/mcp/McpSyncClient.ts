/* spring-ai-ts, Apache-2.0. Tokens for the MCP clients Spring Boot's MCP client auto-configuration provides. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';

/**
 * Java's `io.modelcontextprotocol.client.McpSyncClient`: here the MCP SDK's `Client`, whose calls
 * return Promises.
 *
 * @remarks
 * Spring Boot's MCP client auto-configuration provides a `List<McpSyncClient>` bean; in a tsyringe
 * container each client is registered under {@link McpSyncClient.TOKEN}
 * (`container.register(McpSyncClient.TOKEN, { useValue: client })`), and
 * `@Autowired List<McpSyncClient> clients` becomes `@injectAll(McpSyncClient.TOKEN) clients: McpSyncClient[]`.
 *
 * @see https://javadoc.io/doc/io.modelcontextprotocol.sdk/mcp/latest/io/modelcontextprotocol/client/McpSyncClient.html
 * @category MCP
 */
export type McpSyncClient = Client;

/**
 * Companion of {@link McpSyncClient}: its tsyringe token.
 *
 * @category MCP
 */
export const McpSyncClient = {
  /** The tsyringe token under which the application's MCP clients are registered. */
  TOKEN: Symbol.for('spring-ai.McpSyncClient'),
} as const;

/**
 * Java's `io.modelcontextprotocol.client.McpAsyncClient`: the same MCP SDK `Client` as
 * {@link McpSyncClient} (every call is asynchronous here).
 *
 * @see https://javadoc.io/doc/io.modelcontextprotocol.sdk/mcp/latest/io/modelcontextprotocol/client/McpAsyncClient.html
 * @category MCP
 */
export type McpAsyncClient = Client;

/**
 * Companion of {@link McpAsyncClient}: its tsyringe token.
 *
 * @category MCP
 */
export const McpAsyncClient = {
  /** The tsyringe token under which the application's asynchronous MCP clients are registered. */
  TOKEN: Symbol.for('spring-ai.McpAsyncClient'),
} as const;
