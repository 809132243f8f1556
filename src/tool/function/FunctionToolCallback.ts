/* Ported from Spring AI FunctionToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { ToolContext } from '../../chat/model/ToolContext.js';
import { convertValue } from '../invocation/ArgumentConverter.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { convertResult, invalidArguments, parseToolInput, runTool, signalOf } from '../invocation/ToolInvocation.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { DefaultToolCallResultConverter } from '../execution/DefaultToolCallResultConverter.js';
import { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import { DefaultToolMetadata } from '../metadata/DefaultToolMetadata.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
import type { ToolCallback } from '../ToolCallback.js';
import type { ToolFunction, ToolFunctionObject } from './ToolFunction.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { JsonSchemaGenerator } from '../../util/json/schema/JsonSchemaGenerator.js';
import { DefaultToolDefinition } from '../definition/DefaultToolDefinition.js';
import { ToolUtils } from '../support/ToolUtils.js';

const logger = LoggerFactory.getLogger('FunctionToolCallback');

const DEFAULT_RESULT_CONVERTER = new DefaultToolCallResultConverter();
const DEFAULT_TOOL_METADATA = DefaultToolMetadata.builder().build();

/**
 * Builder of {@link FunctionToolCallback}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/function/FunctionToolCallback.Builder.html
 * @category Tools
 */
export class FunctionToolCallbackBuilder<I = unknown, O = unknown> {
  private toolDescription: string | undefined;
  private toolInputSchema: string | undefined;
  private toolInputType: TypeRef | undefined;
  private metadata: ToolMetadata | undefined;
  private converter: ToolCallResultConverter | undefined;

  /** @internal Use `FunctionToolCallback.builder(name, fn)`. */
  constructor(
    private readonly name: string,
    private readonly toolFunction: (input: I, toolContext: ToolContext) => O | Promise<O>,
  ) {
    Assert.hasText(name, 'name cannot be null or empty');
    Assert.notNull(toolFunction, 'toolFunction cannot be null');
  }

  /** The description (default: the name split at camel-case humps). */
  description(description: string): this {
    this.toolDescription = description;
    return this;
  }

  /** An explicit JSON schema of the input (otherwise generated from the input type). */
  inputSchema(inputSchema: string): this {
    this.toolInputSchema = inputSchema;
    return this;
  }

  /** The type the JSON input is converted to: a class, `String`, `Number`, `'void'`, … */
  inputType(inputType: TypeRef): this {
    this.toolInputType = inputType;
    return this;
  }

  /** The tool metadata (default: `returnDirect` false). */
  toolMetadata(toolMetadata: ToolMetadata): this {
    this.metadata = toolMetadata;
    return this;
  }

  /** The result converter (an object, or a plain function). */
  toolCallResultConverter(
    toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string),
  ): this {
    this.converter = ToolCallResultConverter.from(toolCallResultConverter);
    return this;
  }

  /**
   * Builds the callback; the description defaults to the name split at camel-case humps, the
   * schema to the one generated for the input type.
   *
   * @throws IllegalArgumentException `"inputType cannot be null"`
   */
  build(): FunctionToolCallback<I, O> {
    Assert.notNull(this.toolInputType, 'inputType cannot be null');
    const toolDefinition = DefaultToolDefinition.builder()
      .name(this.name)
      .description(
        StringUtils.hasText(this.toolDescription) ? this.toolDescription : ToolUtils.getToolDescriptionFromName(this.name),
      )
      .inputSchema(
        StringUtils.hasText(this.toolInputSchema)
          ? this.toolInputSchema
          : JsonSchemaGenerator.generateForType(this.toolInputType),
      )
      .build();
    return new FunctionToolCallback<I, O>(
      toolDefinition,
      this.metadata,
      this.toolInputType,
      this.toolFunction,
      this.converter,
    );
  }
}

/**
 * A {@link ToolCallback} backed by a function.
 *
 * The model's JSON input is converted to the input type (a class becomes a class instance
 * validated with class-validator), the function is called, and its result converted to text.
 *
 * @example
 * ```ts
 * const weather = FunctionToolCallback.builder('currentWeather', (request: WeatherRequest) => lookUp(request))
 *   .description('Get the weather in a location')
 *   .inputType(WeatherRequest)
 *   .build();
 * ```
 *
 * @remarks
 * Java's four `builder` overloads are one: the kind of function is told by its declared
 * parameter count (`fn.length`): 0 is a `Supplier` (input type forced to `'void'`), 2 a
 * `BiFunction` receiving the `ToolContext` (an empty one when the caller passed none; Java passes
 * `null`), otherwise a `Function` or `Consumer` (a consumer's
 * `undefined` result becomes `null`, as Java's `Void`). A parameter with a default value is not
 * counted by `fn.length`. Input that cannot be converted (malformed JSON, a wrong type, an
 * unknown or missing property) is a {@link ToolExecutionException} naming what to fix (Java throws
 * `IllegalStateException` for unreadable JSON), and so is a result that cannot be converted.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/function/FunctionToolCallback.html
 * @category Tools
 */
export class FunctionToolCallback<I = unknown, O = unknown> implements ToolCallback {
  /** The builder class, as Java's nested `FunctionToolCallback.Builder`. */
  static readonly Builder = FunctionToolCallbackBuilder;

  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;
  private readonly toolInputType: TypeRef;
  private readonly toolFunction: (input: I, toolContext: ToolContext) => O | Promise<O>;
  private readonly toolCallResultConverter: ToolCallResultConverter;

  /**
   * @throws IllegalArgumentException `"toolDefinition cannot be null"`, `"toolInputType cannot be
   * null"`, `"toolFunction cannot be null"`
   */
  constructor(
    toolDefinition: ToolDefinition,
    toolMetadata: ToolMetadata | undefined,
    toolInputType: TypeRef,
    toolFunction: (input: I, toolContext: ToolContext) => O | Promise<O>,
    toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string) | undefined,
  ) {
    Assert.notNull(toolDefinition, 'toolDefinition cannot be null');
    Assert.notNull(toolInputType, 'toolInputType cannot be null');
    Assert.notNull(toolFunction, 'toolFunction cannot be null');
    this.toolDefinition = toolDefinition;
    this.toolMetadata = toolMetadata ?? DEFAULT_TOOL_METADATA;
    this.toolInputType = toolInputType;
    this.toolFunction = toolFunction;
    this.toolCallResultConverter =
      toolCallResultConverter === undefined || toolCallResultConverter === null
        ? DEFAULT_RESULT_CONVERTER
        : ToolCallResultConverter.from(toolCallResultConverter);
  }

  /**
   * A builder for a tool named `name` backed by `fn` (a `BiFunction`, `Function`, `Supplier` or
   * `Consumer`, told apart by `fn.length`), or by an object whose class implements one of them
   * (its `apply`, `get` or `accept` method; `apply` with two parameters is a `BiFunction`).
   *
   * @throws IllegalArgumentException `"name cannot be null or empty"`, `"toolFunction cannot be null"`
   */
  static builder<I = unknown, O = unknown>(name: string, fn: ToolFunction<I, O>): FunctionToolCallbackBuilder<I, O>;
  static builder<I = unknown, O = unknown>(name: string, fn: ToolFunctionObject<I, O>): FunctionToolCallbackBuilder<I, O>;
  static builder<I = unknown, O = unknown>(name: string, fn: ToolFunction<I, O> | ToolFunctionObject<I, O>): FunctionToolCallbackBuilder<I, O> {
    Assert.hasText(name, 'name cannot be null or empty');
    Assert.notNull(fn, 'toolFunction cannot be null');
    if (typeof fn !== 'function') return FunctionToolCallback.builderOfObject<I, O>(name, fn);
    if (fn.length === 0) {
      const supplier = fn as () => O | Promise<O>;
      return new FunctionToolCallbackBuilder<I, O>(name, () => supplier()).inputType('void');
    }
    if (fn.length === 1) {
      const single = fn as (input: I) => O | Promise<O>;
      return new FunctionToolCallbackBuilder<I, O>(name, (input) => single(input));
    }
    return new FunctionToolCallbackBuilder<I, O>(name, fn as (input: I, toolContext: ToolContext) => O);
  }

  /** An instance of a class implementing `Function`, `BiFunction`, `Supplier` or `Consumer`. */
  private static builderOfObject<I, O>(name: string, object: ToolFunctionObject<I, O>): FunctionToolCallbackBuilder<I, O> {
    const methods = object as { apply?: unknown; get?: unknown; accept?: unknown };
    if (typeof methods.apply === 'function') {
      const apply = methods.apply as (input: I, toolContext?: ToolContext) => O | Promise<O>;
      return FunctionToolCallback.builder<I, O>(name, apply.length >= 2 ? (input: I, toolContext: ToolContext) => apply.call(object, input, toolContext) : (input: I) => apply.call(object, input));
    }
    if (typeof methods.get === 'function') {
      const get = methods.get as () => O | Promise<O>;
      return FunctionToolCallback.builder<I, O>(name, () => get.call(object));
    }
    if (typeof methods.accept === 'function') {
      const accept = methods.accept as (input: I) => O | Promise<O>;
      return FunctionToolCallback.builder<I, O>(name, (input: I) => accept.call(object, input));
    }
    throw new IllegalArgumentException('toolFunction must be a function or an object with an apply, get or accept method');
  }

  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }

  getToolMetadata(): ToolMetadata {
    return this.toolMetadata;
  }

  async call(toolInput: string, toolContext?: ToolContext): Promise<string> {
    Assert.hasText(toolInput, 'toolInput cannot be null or empty');
    logger.debug('Starting execution of tool: {}', this.toolDefinition.name());
    const parsed = parseToolInput(this.toolDefinition, toolInput);
    const problems: string[] = [];
    // Without an input type the parsed JSON is the request (convertValue would return it as is).
    const request = (this.toolInputType === undefined ? parsed : await convertValue(parsed, this.toolInputType, undefined, '', problems)) as I;
    if (problems.length > 0) throw invalidArguments(this.toolDefinition, problems);
    const response = await runTool(
      this.toolDefinition,
      signalOf(toolContext),
      () => this.toolFunction(request, toolContext ?? new ToolContext({})),
      true,
    );
    logger.debug('Successful execution of tool: {}', this.toolDefinition.name());
    return convertResult(this.toolDefinition, this.toolCallResultConverter, response, undefined);
  }

  toString(): string {
    return `FunctionToolCallback{toolDefinition=${String(this.toolDefinition)}, toolMetadata=${String(this.toolMetadata)}}`;
  }
}
