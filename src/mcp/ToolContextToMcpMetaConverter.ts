/* Ported from Spring AI ToolContextToMcpMetaConverter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ToolContext } from '../chat/model/ToolContext.js';

/** The key of the MCP exchange in a tool context (`McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY`). */
const EXCHANGE_KEY = 'exchange';

/**
 * Turns the {@link ToolContext} of a tool call into the `_meta` object sent with the MCP
 * `tools/call` request.
 *
 * @remarks
 * A Java lambda for it becomes an object with `convert`; the builders also accept a plain function.
 * `convert` returns a `Map` (Java's `Map<String, Object>`); the MCP tool callbacks also accept a
 * plain object from a converter written in JavaScript. The default converter also leaves out the
 * caller's `AbortSignal` (stored under `ToolContext.ABORT_SIGNAL`, a spring-ai-ts addition): it is
 * not data, and the MCP call is cancelled through it instead.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/mcp/ToolContextToMcpMetaConverter.html
 * @category MCP
 */
export interface ToolContextToMcpMetaConverter {
  /**
   * The metadata for the MCP call. The default leaves out the MCP exchange entry
   * (`McpToolUtils.TOOL_CONTEXT_MCP_EXCHANGE_KEY`) and entries whose value is `null` or `undefined`.
   */
  convert(toolContext: ToolContext | undefined): Map<string, unknown>;
}

const DEFAULT_CONVERTER: ToolContextToMcpMetaConverter = {
  convert(toolContext: ToolContext | undefined): Map<string, unknown> {
    const meta = new Map<string, unknown>();
    if (toolContext === undefined || toolContext === null) return meta;
    for (const [key, value] of toolContext.getContext()) {
      if (key === EXCHANGE_KEY || key === ToolContext.ABORT_SIGNAL) continue;
      if (value === undefined || value === null) continue;
      meta.set(key, value);
    }
    return meta;
  },
};

const NO_OP_CONVERTER: ToolContextToMcpMetaConverter = { convert: () => new Map<string, unknown>() };

/**
 * Statics of {@link ToolContextToMcpMetaConverter}.
 *
 * @category MCP
 */
export const ToolContextToMcpMetaConverter = {
  /** Copies every context entry except the MCP exchange and empty values. */
  defaultConverter(): ToolContextToMcpMetaConverter {
    return DEFAULT_CONVERTER;
  },

  /** Sends no metadata. */
  noOp(): ToolContextToMcpMetaConverter {
    return NO_OP_CONVERTER;
  },

  /** Accepts an object with `convert` or a plain function of the same shape. */
  from(
    converter:
      | ToolContextToMcpMetaConverter
      | ((toolContext: ToolContext | undefined) => Map<string, unknown>),
  ): ToolContextToMcpMetaConverter {
    return typeof converter === 'function' ? { convert: converter } : converter;
  },
} as const;
