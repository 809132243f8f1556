/* Ported from Spring AI MethodToolCallbackProvider.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../core/Assert.js';
// MethodToolCallbackProvider imports this file for its static `Builder`; it is used here only
// inside `build()`, so the cycle is safe when the provider's file loads first (as the barrel does).
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
