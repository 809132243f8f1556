/* Ported from Spring AI AugmentedToolCallbackProvider (v1.1.8). spring-ai-ts, Apache-2.0. */
import { MethodToolCallbackProvider } from '../method/MethodToolCallbackProvider.js';
import type { ToolCallback } from '../ToolCallback.js';
import { ToolCallbackProvider } from '../ToolCallbackProvider.js';
import type { AugmentedArgumentConsumer } from './AugmentedArgumentConsumer.js';
import { AugmentedToolCallback } from './AugmentedToolCallback.js';
import { AugmentedToolCallbackProviderBuilder } from './AugmentedToolCallbackProviderBuilder.js';

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
  /**
   * Java's nested `AugmentedToolCallbackProvider.Builder`.
   *
   * @remarks
   * Read lazily (the builder module imports this one), so the two modules load in either
   * order.
   */
  static get Builder(): typeof AugmentedToolCallbackProviderBuilder {
    return AugmentedToolCallbackProviderBuilder;
  }

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
