/* spring-ai-ts, Apache-2.0. Internal: steps shared by MethodToolCallback and FunctionToolCallback. */
import { AbortedException } from '../../java/core/AbortedException.js';
import { AbortSignalContext } from '../../java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import type { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import { ToolExecutionException } from '../execution/ToolExecutionException.js';
import { jsonNestingDepth, MAX_JSON_NESTING_DEPTH, nestingDepthMessage } from '../../util/json/jsonText.js';
import { describeJsonError } from './JsonErrors.js';

/** The failure the model sees when its arguments cannot be used. */
export function invalidArguments(definition: ToolDefinition, problems: readonly string[]): ToolExecutionException {
  return new ToolExecutionException(
    definition,
    new IllegalArgumentException(`Invalid arguments for tool '${definition.name()}': ${problems.join('; ')}`),
  );
}

/** Parses the model's JSON, or fails with the parser's message and position. */
export function parseToolInput(definition: ToolDefinition, toolInput: string): unknown {
  // The conversions after the parse recurse per level: refuse what would overflow the stack.
  const depth = toolInput.length > MAX_JSON_NESTING_DEPTH ? jsonNestingDepth(toolInput) : 0;
  if (depth > MAX_JSON_NESTING_DEPTH) {
    throw invalidArguments(definition, [`${nestingDepthMessage(depth)}. Send flatter JSON arguments.`]);
  }
  try {
    return JSON.parse(toolInput) as unknown;
  } catch (error) {
    throw new ToolExecutionException(
      definition,
      new IllegalArgumentException(
        `Invalid arguments for tool '${definition.name()}': the arguments are not valid JSON: ` +
          `${describeJsonError(toolInput, error)}. Send the arguments as one JSON object.`,
        error,
      ),
    );
  }
}

/** The caller's signal for this call: from the tool context, else from the async context. */
export function signalOf(toolContext: ToolContext | undefined): AbortSignal | undefined {
  return toolContext !== undefined && toolContext !== null ? toolContext.getAbortSignal() : AbortSignalContext.current();
}

/**
 * Runs the tool body: stops early when the caller has aborted, releases the caller as soon as it
 * aborts, and wraps every failure except an abort in {@link ToolExecutionException}.
 */
export async function runTool(
  definition: ToolDefinition,
  signal: AbortSignal | undefined,
  body: () => unknown,
  passThroughToolExceptions: boolean,
): Promise<unknown> {
  const what = `Tool '${definition.name()}'`;
  if (signal?.aborted) throw AbortedException.from(signal, what);
  try {
    return await AbortSignalContext.race(Promise.resolve().then(body), signal, what);
  } catch (error) {
    if (error instanceof AbortedException) throw error;
    if (passThroughToolExceptions && error instanceof ToolExecutionException) throw error;
    throw new ToolExecutionException(definition, error);
  }
}

/** Converts the result, turning an unconvertible value (a circular object) into a tool failure. */
export function convertResult(
  definition: ToolDefinition,
  converter: ToolCallResultConverter,
  result: unknown,
  returnType: TypeRef | undefined,
): string {
  try {
    return converter.convert(result, returnType);
  } catch (error) {
    const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new ToolExecutionException(
      definition,
      new IllegalArgumentException(
        `Tool '${definition.name()}' returned a result that cannot be converted to text: ${detail}`,
        error,
      ),
    );
  }
}
