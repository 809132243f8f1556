/* Ported from Spring AI DefaultToolExecutionExceptionProcessor.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
// The outer class reads this builder through its static `Builder` getter, and this file uses
// the outer class only inside `build()`, so the import cycle is safe in either load order.
import { DefaultToolExecutionExceptionProcessor } from './DefaultToolExecutionExceptionProcessor.js';
import type { ErrorClass } from './ErrorClass.js';

/**
 * Builder of {@link DefaultToolExecutionExceptionProcessor}.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/DefaultToolExecutionExceptionProcessor.Builder.html
 * @category Tools
 */
export class DefaultToolExecutionExceptionProcessorBuilder {
  private throwAlways = false;
  private exceptions: readonly ErrorClass[] = [];

  /** Whether every failure is thrown instead of sent to the model (default `false`). */
  alwaysThrow(alwaysThrow: boolean): this {
    this.throwAlways = alwaysThrow;
    return this;
  }

  /** Error classes (and their subclasses) thrown as they are instead of sent to the model. */
  rethrowExceptions(exceptions: readonly ErrorClass[]): this {
    this.exceptions = exceptions;
    return this;
  }

  /** Builds the processor. */
  build(): DefaultToolExecutionExceptionProcessor {
    return new DefaultToolExecutionExceptionProcessor(this.throwAlways, this.exceptions);
  }
}
