/* Ported from Spring AI ToolUtils (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { reConcatenateCamelCase } from '../../java/core/lang/camelCase.js';
import { findToolOptions } from '../annotation/ToolAnnotations.js';
import type { Method } from '../../java/reflect/Method.js';
import { DefaultToolCallResultConverter } from '../execution/DefaultToolCallResultConverter.js';
import type { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import type { ToolCallback } from '../ToolCallback.js';

const logger = LoggerFactory.getLogger('ToolUtils');

const RECOMMENDED_NAME_PATTERN = /^[a-zA-Z0-9_.-]+$/;

function validateToolName(toolName: string): void {
  Assert.hasText(toolName, 'Tool name cannot be null or empty');
  if (!RECOMMENDED_NAME_PATTERN.test(toolName)) {
    logger.warn(
      `Tool name '${toolName}' may not be compatible with some LLMs (e.g., OpenAI). ` +
        'Consider using only alphanumeric characters, underscores, hyphens, and dots.',
    );
  }
}

function getDuplicates(toolCallbacks: readonly ToolCallback[]): string[] {
  // Every request checks its callbacks; most requests have none or one.
  if (toolCallbacks.length < 2) return [];
  const counts = new Map<string, number>();
  for (const callback of toolCallbacks) {
    const name = callback.getToolDefinition().name();
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([name]) => name);
}

function getDuplicateToolNames(toolCallbacks: readonly ToolCallback[]): string[];
function getDuplicateToolNames(...toolCallbacks: ToolCallback[]): string[];
function getDuplicateToolNames(...args: unknown[]): string[] {
  const list = args.length === 1 && (Array.isArray(args[0]) || args[0] == null) ? args[0] : args;
  Assert.notNull(list, 'toolCallbacks cannot be null');
  return getDuplicates(list as ToolCallback[]);
}

/**
 * Reads tool names, descriptions and settings from `@Tool` methods.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/support/ToolUtils.html
 * @category Tools
 */
export abstract class ToolUtils {
  /**
   * The `@Tool` name when not blank, otherwise the method name. Names outside
   * `[a-zA-Z0-9_.-]` are allowed but logged as a warning.
   */
  static getToolName(method: Method): string {
    Assert.notNull(method, 'method cannot be null');
    const tool = findToolOptions(method);
    const toolName = StringUtils.hasText(tool?.name) ? tool.name : method.getName();
    validateToolName(toolName);
    return toolName;
  }

  /** The name split at camel-case humps (`getWeather` → `get weather`). */
  static getToolDescriptionFromName(toolName: string): string {
    Assert.hasText(toolName, 'toolName cannot be null or empty');
    return reConcatenateCamelCase(toolName, ' ');
  }

  /**
   * The `@Tool` description when not blank; the method name for a `@Tool` without one; the
   * method name split at camel-case humps for a method without `@Tool`.
   */
  static getToolDescription(method: Method): string {
    Assert.notNull(method, 'method cannot be null');
    const tool = findToolOptions(method);
    if (tool === undefined) return reConcatenateCamelCase(method.getName(), ' ');
    return StringUtils.hasText(tool.description) ? tool.description : method.getName();
  }

  /** The `@Tool` `returnDirect` flag (false without `@Tool`). */
  static getToolReturnDirect(method: Method): boolean {
    Assert.notNull(method, 'method cannot be null');
    return findToolOptions(method)?.returnDirect === true;
  }

  /**
   * A new instance of the `@Tool` `resultConverter` class (default
   * {@link DefaultToolCallResultConverter}).
   *
   * @throws IllegalArgumentException `"Failed to instantiate ToolCallResultConverter: <class>"`
   */
  static getToolCallResultConverter(method: Method): ToolCallResultConverter {
    Assert.notNull(method, 'method cannot be null');
    const type = findToolOptions(method)?.resultConverter;
    if (type === undefined) return new DefaultToolCallResultConverter();
    try {
      return new type();
    } catch (error) {
      throw new IllegalArgumentException(`Failed to instantiate ToolCallResultConverter: ${type.name}`, error);
    }
  }

  /** The names that occur more than once among the callbacks (an array or several arguments). */
  static getDuplicateToolNames = getDuplicateToolNames;
}
