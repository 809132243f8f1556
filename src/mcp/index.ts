/**
 * `spring-ai-ts/mcp`: Model Context Protocol tools, the only entry point that loads `@modelcontextprotocol/sdk`.
 *
 * The tools of MCP servers as `ToolCallback`s, and `ToolCallback`s (`@Tool` classes included)
 * served as MCP server tools.
 *
 * @packageDocumentation
 */
export { AsyncMcpToolCallback, AsyncMcpToolCallbackBuilder } from './AsyncMcpToolCallback.js';
export { AsyncMcpToolCallbackProvider, AsyncMcpToolCallbackProviderBuilder } from './AsyncMcpToolCallbackProvider.js';
export { DefaultMcpToolNamePrefixGenerator } from './DefaultMcpToolNamePrefixGenerator.js';
export { McpConnectionInfo, McpConnectionInfoBuilder, type McpInitializeResult } from './McpConnectionInfo.js';
export { McpAsyncClient, McpSyncClient } from './McpSyncClient.js';
export type { McpToolFilter } from './McpToolFilter.js';
export { McpToolNamePrefixGenerator } from './McpToolNamePrefixGenerator.js';
export { McpToolsChangedEvent } from './McpToolsChangedEvent.js';
export { McpToolUtils } from './McpToolUtils.js';
export { SyncMcpToolCallback, SyncMcpToolCallbackBuilder } from './SyncMcpToolCallback.js';
export { SyncMcpToolCallbackProvider, SyncMcpToolCallbackProviderBuilder } from './SyncMcpToolCallbackProvider.js';
export { ToolContextToMcpMetaConverter } from './ToolContextToMcpMetaConverter.js';
export type { McpServerExchange } from './server/McpServerExchange.js';
export { McpServerTools } from './server/McpServerTools.js';
export { McpToolSpecification, type McpCallToolParams } from './server/McpToolSpecification.js';
