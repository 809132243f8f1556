/* Ported from Spring AI MethodToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';
import { findToolMethods } from '../annotation/ToolAnnotations.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { Method } from '../../java/reflect/Method.js';
import { ToolMetadata } from '../metadata/ToolMetadata.js';
import { ToolDefinitions } from '../support/ToolDefinitions.js';
import { ToolUtils } from '../support/ToolUtils.js';
import type { ToolCallback } from '../ToolCallback.js';
import type { ToolCallbackProvider } from '../ToolCallbackProvider.js';
import { MethodToolCallback } from './MethodToolCallback.js';

const logger = LoggerFactory.getLogger('MethodToolCallbackProvider');

type Constructor = abstract new (...args: never[]) => unknown;

/** The class whose `@Tool` methods an object offers (a class itself offers its static ones). */
function classOf(toolObject: object): Constructor {
  return (typeof toolObject === 'function' ? toolObject : toolObject.constructor) as Constructor;
}

/** Java ignores `@Tool` methods returning `Function`/`Supplier`/`Consumer`; here, a function. */
/** How Java's `Object.toString()` would name the object in a message. */
function describeObject(toolObject: object): string {
  if (typeof toolObject === 'function') return classOf(toolObject).name;
  const own = (toolObject as { toString?: unknown }).toString;
  return typeof own === 'function' && own !== Object.prototype.toString ? String(toolObject) : classOf(toolObject).name;
}

function isFunctionalType(method: Method): boolean {
  const isFunction = method.getReturnType() === Function;
  if (isFunction) {
    logger.warn(
      `Method ${method.getName()} is annotated with @Tool but returns a functional type. ` +
        'This is not supported and the method will be ignored.',
    );
  }
  return isFunction;
}

function toolMethodsOf(toolObject: object): Method[] {
  const methods = findToolMethods(classOf(toolObject)).filter((method) => !isFunctionalType(method));
  // An object offers its instance methods; a class passed as a tool object offers its statics.
  return methods.filter((method) => method.isStatic() === (typeof toolObject === 'function'));
}

/**
 * Builder of {@link MethodToolCallbackProvider}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/method/MethodToolCallbackProvider.Builder.html
 * @category Tools
 */
export class MethodToolCallbackProviderBuilder {
  private objects: readonly object[] | undefined;

  /** The objects whose `@Tool` methods are offered. */
  toolObjects(...toolObjects: object[]): this {
    Assert.notNull(toolObjects, 'toolObjects cannot be null');
    this.objects = toolObjects;
    return this;
  }

  /** Builds the provider; fails when an object has no `@Tool` method or names clash. */
  build(): MethodToolCallbackProvider {
    return new MethodToolCallbackProvider(this.objects as readonly object[]);
  }
}

/**
 * A {@link ToolCallbackProvider} offering the `@Tool` methods of one or more objects.
 *
 * @example
 * ```ts
 * const provider = MethodToolCallbackProvider.builder().toolObjects(new WeatherTools()).build();
 * ```
 *
 * @remarks
 * A class (instead of an instance) may be passed to offer its static `@Tool` methods. Methods
 * whose declared return type is a function (Java's `Function`/`Supplier`/`Consumer`) are ignored
 * with a warning, as in Java.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/method/MethodToolCallbackProvider.html
 * @category Tools
 */
export class MethodToolCallbackProvider implements ToolCallbackProvider {
  /** The builder class, as Java's nested `MethodToolCallbackProvider.Builder`. */
  static readonly Builder = MethodToolCallbackProviderBuilder;

  private readonly toolObjects: readonly object[];

  /** @internal Use {@link MethodToolCallbackProvider.builder}. */
  constructor(toolObjects: readonly object[]) {
    Assert.notNull(toolObjects, 'toolObjects cannot be null');
    Assert.noNullElements(toolObjects, 'toolObjects cannot contain null elements');
    MethodToolCallbackProvider.assertToolAnnotatedMethodsPresent(toolObjects);
    this.toolObjects = toolObjects;
    this.validateToolCallbacks(this.getToolCallbacks());
  }

  /** A new builder. */
  static builder(): MethodToolCallbackProviderBuilder {
    return new MethodToolCallbackProviderBuilder();
  }

  private static assertToolAnnotatedMethodsPresent(toolObjects: readonly object[]): void {
    for (const toolObject of toolObjects) {
      if (toolMethodsOf(toolObject).length === 0) {
        throw new IllegalStateException(
          `No @Tool annotated methods found in ${describeObject(toolObject)}.` +
            'Did you mean to pass a ToolCallback or ToolCallbackProvider? If so, you have to use .toolCallbacks() instead of .tool()',
        );
      }
    }
  }

  /**
   * A `@Tool` method with parameters but no recorded parameter types was compiled without
   * `emitDecoratorMetadata`: its schema would say nothing about the arguments, so registration
   * fails instead (an addition; Java always has the types).
   */
  private static assertParameterTypesRecorded(toolMethod: Method): void {
    if (toolMethod.getParameterCount() === 0 || toolMethod.hasParameterTypeMetadata()) return;
    throw new IllegalStateException(
      `@Tool method ${toolMethod.getDeclaringClass().name}.${toolMethod.getName()} has no parameter type metadata: ` +
        'compile it with "experimentalDecorators": true and "emitDecoratorMetadata": true in tsconfig.json ' +
        "(bundlers such as esbuild drop it) and import 'reflect-metadata' once at startup",
    );
  }

  getToolCallbacks(): ToolCallback[] {
    const toolCallbacks = this.toolObjects.flatMap((toolObject) =>
      toolMethodsOf(toolObject).map((toolMethod) => {
        MethodToolCallbackProvider.assertParameterTypesRecorded(toolMethod);
        return MethodToolCallback.builder()
          .toolDefinition(ToolDefinitions.from(toolMethod))
          .toolMetadata(ToolMetadata.from(toolMethod))
          .toolMethod(toolMethod)
          .toolObject(toolObject)
          .toolCallResultConverter(ToolUtils.getToolCallResultConverter(toolMethod))
          .build();
      }),
    );
    this.validateToolCallbacks(toolCallbacks);
    return toolCallbacks;
  }

  private validateToolCallbacks(toolCallbacks: readonly ToolCallback[]): void {
    const duplicateToolNames = ToolUtils.getDuplicateToolNames(toolCallbacks);
    if (duplicateToolNames.length > 0) {
      throw new IllegalStateException(
        `Multiple tools with the same name (${duplicateToolNames.join(', ')}) found in sources: ` +
          this.toolObjects.map((toolObject) => classOf(toolObject).name).join(', '),
      );
    }
  }
}
