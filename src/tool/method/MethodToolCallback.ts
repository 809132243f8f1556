/* Ported from Spring AI MethodToolCallback (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalArgumentException } from '../../java/core/IllegalArgumentException.js';
import type { ToolContext } from '../../chat/model/ToolContext.js';
import { isToolContextType } from '../../util/json/schema/types/TypeKinds.js';
import { convertJavaValue, convertValue } from '../invocation/ArgumentConverter.js';
import { JavaTypes } from '../../java/reflect/JavaType.js';
import { isJavaTypeText } from '../../util/json/schema/types/TypeSchemas.js';
import { isMethodParameterRequired } from '../../util/json/schema/types/ParameterAnnotations.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import { convertResult, invalidArguments, parseToolInput, runTool, signalOf } from '../invocation/ToolInvocation.js';
import type { Method } from '../../java/reflect/Method.js';
import type { TypeRef } from '../../java/reflect/TypeRef.js';
import type { ToolDefinition } from '../definition/ToolDefinition.js';
import { DefaultToolCallResultConverter } from '../execution/DefaultToolCallResultConverter.js';
import { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';
import { DefaultToolMetadata } from '../metadata/DefaultToolMetadata.js';
import type { ToolMetadata } from '../metadata/ToolMetadata.js';
import type { ToolCallback } from '../ToolCallback.js';

const logger = LoggerFactory.getLogger('MethodToolCallback');

const DEFAULT_RESULT_CONVERTER = new DefaultToolCallResultConverter();
const DEFAULT_TOOL_METADATA = DefaultToolMetadata.builder().build();

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builder of {@link MethodToolCallback}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/method/MethodToolCallback.Builder.html
 * @category Tools
 */
export class MethodToolCallbackBuilder {
  private definition: ToolDefinition | undefined;
  private metadata: ToolMetadata | undefined;
  private method: Method | undefined;
  private object: unknown;
  private converter: ToolCallResultConverter | undefined;

  /** What the model is told about the tool (required). */
  toolDefinition(toolDefinition: ToolDefinition): this {
    this.definition = toolDefinition;
    return this;
  }

  /** The tool metadata (default: `returnDirect` false). */
  toolMetadata(toolMetadata: ToolMetadata): this {
    this.metadata = toolMetadata;
    return this;
  }

  /** The method to call (required). */
  toolMethod(toolMethod: Method): this {
    this.method = toolMethod;
    return this;
  }

  /** The object the method is called on (required unless the method is static). */
  toolObject(toolObject: unknown): this {
    this.object = toolObject;
    return this;
  }

  /** The result converter, an object or a plain function (default: `DefaultToolCallResultConverter`). */
  toolCallResultConverter(toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string)): this {
    this.converter = ToolCallResultConverter.from(toolCallResultConverter);
    return this;
  }

  /** Builds the callback; the constructor's checks apply. */
  build(): MethodToolCallback {
    return new MethodToolCallback(
      this.definition as ToolDefinition,
      this.metadata,
      this.method as Method,
      this.object,
      this.converter,
    );
  }
}

/**
 * A {@link ToolCallback} that calls a method of an object (usually a `@Tool` method).
 *
 * Arguments are taken from the model's JSON object by parameter name, converted to the declared
 * parameter types (class parameters become class instances validated with class-validator), and
 * `ToolContext` parameters receive the call's context. The method may be synchronous or `async`.
 *
 * @remarks
 * Differences from Java, all so that the model can fix its own mistakes: a missing required
 * argument, a wrong type, an unknown argument or property, and malformed JSON are all reported
 * as one {@link ToolExecutionException} naming the tool, each argument and what to change
 * (Java passes `null` for missing arguments and ignores unknown ones). A result that cannot be
 * converted (a circular object) is also a `ToolExecutionException`. A caller's aborted
 * `AbortSignal` (see `ToolContext.getAbortSignal`) rejects with `AbortedException` instead. A
 * method declared `void` is recognised through `design:returntype`; an `async` method returning
 * `Promise<void>` cannot be told apart and its `undefined` result becomes `null`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/method/MethodToolCallback.html
 * @category Tools
 */
export class MethodToolCallback implements ToolCallback {
  /** The builder class, as Java's nested `MethodToolCallback.Builder`. */
  static readonly Builder = MethodToolCallbackBuilder;

  private readonly toolDefinition: ToolDefinition;
  private readonly toolMetadata: ToolMetadata;
  private readonly toolMethod: Method;
  private readonly toolObject: unknown;
  private readonly toolCallResultConverter: ToolCallResultConverter;

  /**
   * @throws IllegalArgumentException `"toolDefinition cannot be null"`, `"toolMethod cannot be
   * null"`, `"toolObject cannot be null for non-static methods"`
   */
  constructor(
    toolDefinition: ToolDefinition,
    toolMetadata: ToolMetadata | undefined,
    toolMethod: Method,
    toolObject: unknown,
    toolCallResultConverter: ToolCallResultConverter | ((result: unknown, returnType: TypeRef | undefined) => string) | undefined,
  ) {
    Assert.notNull(toolDefinition, 'toolDefinition cannot be null');
    Assert.notNull(toolMethod, 'toolMethod cannot be null');
    Assert.isTrue(
      toolMethod.isStatic() || (toolObject !== null && toolObject !== undefined),
      'toolObject cannot be null for non-static methods',
    );
    this.toolDefinition = toolDefinition;
    this.toolMetadata = toolMetadata ?? DEFAULT_TOOL_METADATA;
    this.toolMethod = toolMethod;
    this.toolObject = toolObject;
    this.toolCallResultConverter =
      toolCallResultConverter === undefined || toolCallResultConverter === null
        ? DEFAULT_RESULT_CONVERTER
        : ToolCallResultConverter.from(toolCallResultConverter);
  }

  /** A new builder. */
  static builder(): MethodToolCallbackBuilder {
    return new MethodToolCallbackBuilder();
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
    const types = this.toolMethod.getParameterTypes();
    const acceptsToolContext = types.some(isToolContextType);
    if (acceptsToolContext && (toolContext === undefined || toolContext === null || toolContext.getContext().size === 0)) {
      throw new IllegalArgumentException('ToolContext is required by the method as an argument');
    }
    const parsed = parseToolInput(this.toolDefinition, toolInput);
    if (!isPlainObject(parsed)) {
      throw invalidArguments(this.toolDefinition, [
        `the arguments must be a JSON object with one property per argument (got ${Array.isArray(parsed) ? 'an array' : JSON.stringify(parsed)})`,
      ]);
    }
    const methodArguments = await this.buildMethodArguments(parsed, types, toolContext);
    const result = await runTool(
      this.toolDefinition,
      signalOf(toolContext),
      () => this.toolMethod.invoke(this.toolObject, methodArguments),
      false,
    );
    logger.debug('Successful execution of tool: {}', this.toolDefinition.name());
    const javaReturn = JavaTypes.ofMethodReturn(this.toolMethod.getMetadataTarget(), this.toolMethod.getName());
    // A Java double or float result is written as Jackson writes it (15.0), when @JavaType says so.
    const returnType: TypeRef | undefined =
      javaReturn?.kind === 'number' && (javaReturn.number === 'double' || javaReturn.number === 'float')
        ? javaReturn.number
        : this.toolMethod.getReturnType();
    return convertResult(this.toolDefinition, this.toolCallResultConverter, result, returnType);
  }

  private async buildMethodArguments(
    toolArguments: Record<string, unknown>,
    types: readonly (TypeRef | undefined)[],
    toolContext: ToolContext | undefined,
  ): Promise<unknown[]> {
    const names = this.toolMethod.getParameterNames();
    const params = this.toolMethod.getToolParams();
    const problems: string[] = [];
    const values: unknown[] = [];
    const known = new Set<string>();
    for (const [index, type] of types.entries()) {
      if (isToolContextType(type)) {
        values.push(toolContext);
        continue;
      }
      const name = names[index] as string;
      known.add(name);
      const toolParam = params[index];
      const raw = Object.hasOwn(toolArguments, name) ? toolArguments[name] : undefined;
      if (raw === undefined || raw === null) {
        if (isMethodParameterRequired(this.toolMethod, index)) problems.push(`'${name}' is required`);
        values.push(undefined);
        continue;
      }
      const javaType = isJavaTypeText(toolParam?.type)
        ? JavaTypes.parse(toolParam.type)
        : JavaTypes.ofMethodParameter(this.toolMethod.getMetadataTarget(), this.toolMethod.getName(), index);
      if (javaType !== undefined) {
        values.push(await convertJavaValue(raw, javaType, name, problems));
        continue;
      }
      const isCollection = type === Array || type === Set;
      const targetType = toolParam?.type !== undefined && !isCollection ? (toolParam.type as TypeRef) : type;
      const elementType = isCollection ? (toolParam?.type as TypeRef | undefined) : undefined;
      values.push(await convertValue(raw, targetType, elementType, name, problems));
    }
    for (const name of Object.keys(toolArguments)) {
      if (!known.has(name)) problems.push(`'${name}' is not a parameter of this tool; remove it`);
    }
    if (problems.length > 0) throw invalidArguments(this.toolDefinition, problems);
    return values;
  }

  toString(): string {
    return `MethodToolCallback{toolDefinition=${String(this.toolDefinition)}, toolMetadata=${String(this.toolMetadata)}}`;
  }
}
