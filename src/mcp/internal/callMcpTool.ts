/* spring-ai-ts, Apache-2.0. The call path shared by SyncMcpToolCallback and AsyncMcpToolCallback. */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import { AbortedException } from '../../java/core/AbortedException.js';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import type { Duration } from '../../java/core/time/Duration.js';
import type { Logger } from '../../java/logging/Logger.js';
import type { ToolDefinition } from '../../tool/definition/ToolDefinition.js';
import { ToolExecutionException } from '../../tool/execution/ToolExecutionException.js';
import type { ToolContextToMcpMetaConverter } from '../ToolContextToMcpMetaConverter.js';
import { connectionAnswered, describeMcpFailure, watchConnection } from './mcpFailures.js';

/** What one MCP tool callback needs to run its tool. */
export interface McpToolCallTarget {
  client: Client;
  tool: Tool;
  toolDefinition: () => ToolDefinition;
  toolContextToMcpMetaConverter: ToolContextToMcpMetaConverter;
  timeout: Duration | undefined;
  logger: Logger;
}

/**
 * The result content as Spring's Jackson mapper writes it: each item without its `type`
 * discriminator, `null` fields left out.
 */
export function contentToJson(content: readonly unknown[] | undefined): string {
  const items = (content ?? []).map((item) => {
    if (typeof item !== 'object' || item === null) return item;
    const { type: _type, ...rest } = item as Record<string, unknown>;
    return rest;
  });
  return JSON.stringify(items);
}

function parseArguments(target: McpToolCallTarget, toolCallInput: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(toolCallInput);
  } catch (error) {
    throw new ToolExecutionException(
      target.toolDefinition(),
      new IllegalArgumentException(`Tool call arguments are not valid JSON: ${(error as Error).message}`, error),
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ToolExecutionException(
      target.toolDefinition(),
      new IllegalArgumentException('Tool call arguments must be a JSON object'),
    );
  }
  return parsed as Record<string, unknown>;
}

function metaOf(target: McpToolCallTarget, toolContext: ToolContext | undefined): Record<string, unknown> | undefined {
  if (toolContext === undefined || toolContext === null) return undefined;
  const converted: unknown = target.toolContextToMcpMetaConverter.convert(toolContext);
  if (converted instanceof Map) return Object.fromEntries(converted as Map<string, unknown>);
  return (converted ?? {}) as Record<string, unknown>;
}

/** Calls the tool on its server and returns the result content as JSON text. */
export async function callMcpTool(
  target: McpToolCallTarget,
  toolCallInput: string | undefined,
  toolContext: ToolContext | undefined,
): Promise<string> {
  let input = toolCallInput;
  // A streamed tool call may arrive without arguments.
  if (!StringUtils.hasText(input)) {
    target.logger.warn(
      'Tool call arguments are null or empty for MCP tool: {}. Using empty JSON object as default.',
      target.tool.name,
    );
    input = '{}';
  }
  const args = parseArguments(target, input);
  const signal = toolContext?.getAbortSignal?.() ?? AbortSignalContext.current();
  const what = `The MCP tool call '${target.tool.name}'`;
  if (signal?.aborted) throw AbortedException.from(signal, what);

  let response: Awaited<ReturnType<Client['callTool']>>;
  watchConnection(target.client);
  try {
    const meta = metaOf(target, toolContext);
    response = await target.client.callTool(
      // The server knows the tool by its own name, not the prefixed one the model sees.
      { name: target.tool.name, arguments: args, ...(meta === undefined ? {} : { _meta: meta }) },
      undefined,
      {
        ...(signal === undefined ? {} : { signal }),
        ...(target.timeout === undefined ? {} : { timeout: target.timeout.toMillis() }),
      },
    );
  } catch (error) {
    if (signal?.aborted) throw AbortedException.from(signal, what);
    const failure = describeMcpFailure(target.client, `tool '${target.tool.name}'`, error);
    target.logger.error('Exception while tool calling: {}', failure instanceof Error ? failure.message : String(failure));
    throw new ToolExecutionException(target.toolDefinition(), failure);
  }

  connectionAnswered(target.client);
  const content = response.content as unknown[] | undefined;
  if (response.isError === true) {
    const rendered = contentToJson(content);
    target.logger.error('Error calling tool: {}', rendered);
    throw new ToolExecutionException(
      target.toolDefinition(),
      new IllegalStateException(`Error calling tool: ${rendered}`),
    );
  }
  return contentToJson(content);
}
