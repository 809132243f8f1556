/* spring-ai-ts, Apache-2.0. McpToolUtils' server side: a ToolCallback served as an MCP tool. */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { ToolContext } from '../../chat/model/ToolContext.js';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { SpringAiError } from '../../java/core/SpringAiError.js';
import type { MimeType } from '../../java/core/util/MimeType.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { McpServerExchange } from '../server/McpServerExchange.js';
import { McpToolSpecification, type McpCallToolParams } from '../server/McpToolSpecification.js';

/** The tool context key of the MCP exchange (`McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY`). */
export const TOOL_CONTEXT_MCP_EXCHANGE_KEY = 'exchange';

function messageOf(error: unknown): string {
  if (SpringAiError.isInstance(error)) return error.getMessage();
  if (error instanceof Error) return error.message;
  return String(error);
}

function toolOf(toolCallback: ToolCallback): Tool {
  const definition = toolCallback.getToolDefinition();
  return {
    name: definition.name(),
    description: definition.description(),
    inputSchema: JSON.parse(definition.inputSchema()) as Tool['inputSchema'],
  };
}

/**
 * Java's shared handler: runs the callback with the exchange in its tool context and turns the
 * result into text (or image) content, and any failure into an MCP tool error.
 */
export function toToolSpecification(toolCallback: ToolCallback, mimeType?: MimeType | string): McpToolSpecification {
  const tool = toolOf(toolCallback);
  const type = mimeType === undefined || mimeType === null ? undefined : mimeType.toString();
  return new McpToolSpecification(
    tool,
    async (exchange: McpServerExchange | undefined, request: McpCallToolParams): Promise<CallToolResult> => {
      const signal = exchange?.signal;
      const context: Record<string, unknown> = { [TOOL_CONTEXT_MCP_EXCHANGE_KEY]: exchange };
      if (signal !== undefined) context[ToolContext.ABORT_SIGNAL] = signal;
      try {
        const callResult = await AbortSignalContext.run(signal, () =>
          toolCallback.call(JSON.stringify(request?.arguments ?? {}), new ToolContext(context)),
        );
        if (type !== undefined && type.startsWith('image')) {
          return {
            content: [{ type: 'image', data: callResult, mimeType: type, annotations: { audience: ['assistant'] } }],
            isError: false,
          };
        }
        return { content: [{ type: 'text', text: callResult }], isError: false };
      } catch (error) {
        return { content: [{ type: 'text', text: messageOf(error) }], isError: true };
      }
    },
  );
}
