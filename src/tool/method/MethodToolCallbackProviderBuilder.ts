/* Ported from Spring AI MethodToolCallbackProvider.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { MethodToolCallbackProvider } from './MethodToolCallbackProvider.js';

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
