/* Ported from Spring AI AugmentedToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MethodToolCallbackProvider } from '../method/MethodToolCallbackProvider.js';
import type { ToolCallback } from '../ToolCallback.js';
import { ToolCallbackProvider } from '../ToolCallbackProvider.js';
import type { AugmentedArgumentConsumer } from './AugmentedArgumentConsumer.js';
import { AugmentedToolCallback } from './AugmentedToolCallback.js';
import { IllegalStateException } from '../../java/core/IllegalStateException.js';

/**
 * Builder of {@link AugmentedToolCallbackProvider}; also reachable as
 * `AugmentedToolCallbackProvider.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/AugmentedToolCallbackProvider.Builder.html
 * @category Tools
 */
export class AugmentedToolCallbackProviderBuilder<T extends object> {
  private delegateProvider: ToolCallbackProvider | undefined;
  private removeExtra = true;
  private consumer: AugmentedArgumentConsumer<T> | undefined;
  private type: (new () => T) | undefined;
  private object: object | undefined;

  /** The provider whose callbacks are augmented (or use {@link AugmentedToolCallbackProviderBuilder.toolObject}). */
  delegate(delegate: ToolCallbackProvider): this {
    this.delegateProvider = delegate;
    return this;
  }

  /** An object whose `@Tool` methods are augmented. */
  toolObject(toolObject: object): this {
    this.object = toolObject;
    return this;
  }

  /** The class whose properties are the extra arguments. */
  argumentType(argumentType: new () => T): this {
    this.type = argumentType;
    return this;
  }

  /** Receives the extra arguments on each call. */
  argumentConsumer(argumentConsumer: AugmentedArgumentConsumer<T>): this {
    this.consumer = argumentConsumer;
    return this;
  }

  /** Whether the extra arguments are removed before the delegate is called (default true). */
  removeExtraArgumentsAfterProcessing(removeExtraArgumentsAfterProcessing: boolean): this {
    this.removeExtra = removeExtraArgumentsAfterProcessing;
    return this;
  }

  /**
   * Builds the provider.
   *
   * @throws IllegalStateException `"argumentType is required"`, `"argumentConsumer is required"`,
   * `"Cannot set both delegate and toolObject"`, `"Either delegate or toolObject must be set"`
   */
  build(): AugmentedToolCallbackProvider<T> {
    if (this.type === undefined || this.type === null) throw new IllegalStateException('argumentType is required');
    if (this.consumer === undefined || this.consumer === null) {
      throw new IllegalStateException('argumentConsumer is required');
    }
    if (this.delegateProvider !== undefined && this.object !== undefined) {
      throw new IllegalStateException('Cannot set both delegate and toolObject');
    }
    const source = this.delegateProvider ?? this.object;
    if (source === undefined) throw new IllegalStateException('Either delegate or toolObject must be set');
    return new AugmentedToolCallbackProvider<T>(source, this.type, this.consumer, this.removeExtra);
  }
}

/**
 * A {@link ToolCallbackProvider} that wraps every callback of a delegate (or of a tool object's
 * `@Tool` methods) in an {@link AugmentedToolCallback}.
 *
 * @remarks
 * Java's two constructors (tool object, or delegate provider) are one: a `ToolCallbackProvider`
 * is used as the delegate, anything else as a tool object.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/AugmentedToolCallbackProvider.html
 * @category Tools
 */
export class AugmentedToolCallbackProvider<T extends object> implements ToolCallbackProvider {
  /** The builder class, as Java's nested `AugmentedToolCallbackProvider.Builder`. */
  static readonly Builder = AugmentedToolCallbackProviderBuilder;

  private readonly delegate: ToolCallbackProvider;
  private readonly removeExtraArgumentsAfterProcessing: boolean;
  private readonly argumentConsumer: AugmentedArgumentConsumer<T> | undefined;
  private readonly argumentType: new () => T;

  constructor(
    delegateOrToolObject: ToolCallbackProvider | object,
    argumentType: new () => T,
    argumentConsumer: AugmentedArgumentConsumer<T> | undefined,
    removeExtraArgumentsAfterProcessing: boolean,
  ) {
    this.delegate = ToolCallbackProvider.isInstance(delegateOrToolObject)
      ? delegateOrToolObject
      : MethodToolCallbackProvider.builder().toolObjects(delegateOrToolObject).build();
    this.argumentType = argumentType;
    this.argumentConsumer = argumentConsumer;
    this.removeExtraArgumentsAfterProcessing = removeExtraArgumentsAfterProcessing;
  }

  /** A new builder (`removeExtraArgumentsAfterProcessing` true). */
  static builder<T extends object>(): AugmentedToolCallbackProviderBuilder<T> {
    return new AugmentedToolCallbackProviderBuilder<T>();
  }

  getToolCallbacks(): ToolCallback[] {
    return this.delegate
      .getToolCallbacks()
      .map(
        (toolCallback) =>
          new AugmentedToolCallback<T>(
            toolCallback,
            this.argumentType,
            this.argumentConsumer,
            this.removeExtraArgumentsAfterProcessing,
          ),
      );
  }
}
