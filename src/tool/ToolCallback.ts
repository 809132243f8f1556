/* Ported from Spring AI ToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolContext } from '../chat/model/ToolContext.js';
import type { ToolDefinition } from './definition/ToolDefinition.js';
import { DefaultToolMetadata } from './metadata/DefaultToolMetadata.js';
import type { ToolMetadata } from './metadata/ToolMetadata.js';

const DEFAULT_METADATA = DefaultToolMetadata.builder().build();

/**
 * A tool the model can call: its definition, its metadata, and the code that runs it.
 *
 * @example
 * ```ts
 * import { ChatClient, DefaultToolDefinition, ToolCallback, type ChatModel, type ToolDefinition } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 *
 * // A tool written by hand: its definition (name, description, JSON schema) and its call on the
 * // model's JSON arguments. @Tool methods and FunctionToolCallback build these for you.
 * class UpperCaseTool extends ToolCallback {
 *   getToolDefinition(): ToolDefinition {
 *     return DefaultToolDefinition.builder()
 *       .name('toUpperCase')
 *       .description('Turns a text into upper case')
 *       .inputSchema('{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}')
 *       .build();
 *   }
 *
 *   async call(toolInput: string): Promise<string> {
 *     const { text } = JSON.parse(toolInput) as { text: string };
 *     return JSON.stringify(text.toUpperCase());
 *   }
 * }
 *
 * const answer = await ChatClient.create(chatModel).prompt('Shout "hello"').toolCallbacks(new UpperCaseTool()).call().content();
 * console.log(answer);
 * ```
 *
 * @remarks
 * An abstract class because the Java interface has default methods (docs/porting rule [18](../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * translated `implements ToolCallback` becomes `extends ToolCallback`, and
 * `toolCallback.getToolMetadata()` compiles under `strict` (Java's default: `returnDirect` false).
 * The library still accepts, at run time, an object without `getToolMetadata`; the static
 * {@link ToolCallback.getToolMetadata} applies the default for it. `call` returns a `Promise`
 * (rule 4) and takes the optional {@link ToolContext} as a second argument, so Java's two `call`
 * methods are one here; an implementation written for `call(toolInput)` only is still a valid
 * `ToolCallback`. Failures arrive as rejections: tool errors and arguments the model got wrong as
 * `ToolExecutionException` (the default processor sends its message back to the model), a blank
 * input or a missing required `ToolContext` as `IllegalArgumentException`, an aborted caller as
 * `AbortedException`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/ToolCallback.html
 * @category Tools
 */
export abstract class ToolCallback {
  /** The tsyringe token under which `ToolCallback` instances are registered (`resolveAll`). */
  static readonly TOKEN: symbol = Symbol.for('spring-ai.ToolCallback');

  /** What the model is told about the tool. */
  abstract getToolDefinition(): ToolDefinition;

  /** How the framework handles the tool; Java's default has `returnDirect` false. */
  getToolMetadata(): ToolMetadata {
    return DEFAULT_METADATA;
  }

  /**
   * Runs the tool with the JSON arguments sent by the model and returns the result text.
   *
   * @param toolInput - the arguments, a JSON object as text
   * @param toolContext - extra data from the caller; implementations may ignore it
   */
  abstract call(toolInput: string, toolContext?: ToolContext): Promise<string>;

  /** True for objects with `getToolDefinition` and `call` methods. */
  static isInstance(value: unknown): value is ToolCallback {
    const candidate = value as Partial<Record<keyof ToolCallback, unknown>> | null;
    return (
      typeof candidate === 'object' &&
      candidate !== null &&
      typeof candidate.getToolDefinition === 'function' &&
      typeof candidate.call === 'function'
    );
  }

  /** `callback.getToolMetadata()`, or Java's default (returnDirect false) for an object without it. */
  static getToolMetadata(callback: Omit<ToolCallback, 'getToolMetadata'> & Partial<ToolCallback>): ToolMetadata {
    return callback.getToolMetadata?.() ?? DEFAULT_METADATA;
  }
}
