/* Ported from Spring AI McpConnectionInfo (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ClientCapabilities, Implementation, InitializeResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * What the server said about itself when the connection was initialised. The TypeScript MCP
 * client keeps these parts of the `initialize` result, not the result itself.
 *
 * @category MCP
 */
export type McpInitializeResult = {
  [K in 'capabilities' | 'serverInfo' | 'instructions']?: InitializeResult[K] | undefined;
};

/**
 * The client and server metadata of one MCP connection, handed to an {@link McpToolFilter} and an
 * {@link McpToolNamePrefixGenerator}.
 *
 * @remarks
 * A record in Java: a positional constructor and accessor methods. `initializeResult` holds the
 * server's capabilities, `serverInfo` and instructions, because the TypeScript MCP client does not
 * keep the whole `initialize` result (the negotiated protocol version is missing).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpConnectionInfo.html
 * @category MCP
 */
export class McpConnectionInfo {
  /** Java's nested `McpConnectionInfo.Builder`. */
  static get Builder(): typeof McpConnectionInfoBuilder {
    return McpConnectionInfoBuilder;
  }

  constructor(
    private readonly clientCapabilitiesValue: ClientCapabilities | undefined,
    private readonly clientInfoValue: Implementation | undefined,
    private readonly initializeResultValue: McpInitializeResult | undefined,
  ) {}

  /** A new builder. */
  static builder(): McpConnectionInfoBuilder {
    return new McpConnectionInfoBuilder();
  }

  /** The capabilities the client announced. */
  clientCapabilities(): ClientCapabilities | undefined {
    return this.clientCapabilitiesValue;
  }

  /** The client's name, title and version. */
  clientInfo(): Implementation | undefined {
    return this.clientInfoValue;
  }

  /** What the server answered to `initialize` (capabilities, `serverInfo`, instructions). */
  initializeResult(): McpInitializeResult | undefined {
    return this.initializeResultValue;
  }
}

/**
 * Builder of {@link McpConnectionInfo} (Java's `McpConnectionInfo.Builder`).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/McpConnectionInfo.Builder.html
 * @category MCP
 */
export class McpConnectionInfoBuilder {
  private clientCapabilitiesValue: ClientCapabilities | undefined;
  private clientInfoValue: Implementation | undefined;
  private initializeResultValue: McpInitializeResult | undefined;

  /** The client capabilities. */
  clientCapabilities(clientCapabilities: ClientCapabilities | undefined): this {
    this.clientCapabilitiesValue = clientCapabilities;
    return this;
  }

  /** The client information. */
  clientInfo(clientInfo: Implementation | undefined): this {
    this.clientInfoValue = clientInfo;
    return this;
  }

  /** The server's `initialize` answer. */
  initializeResult(initializeResult: McpInitializeResult | undefined): this {
    this.initializeResultValue = initializeResult;
    return this;
  }

  /** The connection info. */
  build(): McpConnectionInfo {
    return new McpConnectionInfo(this.clientCapabilitiesValue, this.clientInfoValue, this.initializeResultValue);
  }
}

/**
 * Type-level view of the nested Java types of {@link McpConnectionInfo}.
 *
 * @category MCP
 */
export declare namespace McpConnectionInfo {
  /** Java's nested `McpConnectionInfo.Builder`. */
  type Builder = McpConnectionInfoBuilder;
}
