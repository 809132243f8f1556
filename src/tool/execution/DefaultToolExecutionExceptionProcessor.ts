/* Ported from Spring AI DefaultToolExecutionExceptionProcessor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../java/core/Assert.js';
import { Exception } from '../../java/core/Exception.js';
import { NullPointerException } from '../../java/core/NullPointerException.js';
import { RuntimeException } from '../../java/core/RuntimeException.js';
import type { ErrorClass } from './ErrorClass.js';
import type { ToolExecutionException } from './ToolExecutionException.js';
import type { ToolExecutionExceptionProcessor } from './ToolExecutionExceptionProcessor.js';

/** A Java checked exception: a spring-ai-ts `Exception` that is not a `RuntimeException`. */
function isChecked(cause: unknown): boolean {
  return cause instanceof Exception && !(cause instanceof RuntimeException);
}

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

/**
 * The default {@link ToolExecutionExceptionProcessor}: sends the failure's message to the model,
 * unless told to throw.
 *
 * Rules, in order: a cause that is an instance of a class in the rethrow list is thrown itself;
 * a checked cause makes the {@link ToolExecutionException} be thrown; with `alwaysThrow` the
 * exception is thrown; otherwise the message is returned, or when blank
 * `"Exception occurred in tool: <name> (<CauseClassName>)"`.
 *
 * @remarks
 * JavaScript has no split between `RuntimeException` and `java.lang.Error`: every JS `Error`
 * (`TypeError`, a plain `Error`, …) counts as unchecked, so its message goes back to the model.
 * Only spring-ai-ts's own `Exception` subclasses that are not `RuntimeException`s count as checked.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/execution/DefaultToolExecutionExceptionProcessor.html
 * @category Tools
 */
export class DefaultToolExecutionExceptionProcessor implements ToolExecutionExceptionProcessor {
  /** The builder class, as Java's nested `DefaultToolExecutionExceptionProcessor.Builder`. */
  static readonly Builder = DefaultToolExecutionExceptionProcessorBuilder;

  private readonly alwaysThrow: boolean;
  private readonly rethrownExceptions: readonly ErrorClass[];

  /** Nothing rethrown. */
  constructor(alwaysThrow: boolean);
  /** Rethrows the given exception classes instead of turning them into results. */
  constructor(alwaysThrow: boolean, rethrownExceptions: readonly ErrorClass[]);
  /**
   * @throws NullPointerException (no message, as `Collections.unmodifiableList(null)`) for a
   *   rethrown-exceptions list passed as `null` or `undefined`
   */
  constructor(alwaysThrow: boolean, rethrownExceptions?: readonly ErrorClass[]) {
    // Java's one-argument constructor supplies the empty list; an explicit undefined is Java's null.
    const list = arguments.length >= 2 ? NullPointerException.requireNonNull(rethrownExceptions) : [];
    this.alwaysThrow = alwaysThrow;
    this.rethrownExceptions = Object.freeze([...list]);
  }

  /** A new builder (`alwaysThrow` false, nothing rethrown). */
  static builder(): DefaultToolExecutionExceptionProcessorBuilder {
    return new DefaultToolExecutionExceptionProcessorBuilder();
  }

  process(exception: ToolExecutionException): string {
    Assert.notNull(exception, 'exception cannot be null');
    const cause = exception.getCause();
    if (isChecked(cause)) throw exception;
    if (cause instanceof Error && this.rethrownExceptions.some((type) => cause instanceof type)) throw cause;
    if (this.alwaysThrow) throw exception;
    let message = exception.getMessage();
    if (message.trim() === '') {
      const causeName = cause instanceof Error ? cause.constructor.name : typeof cause;
      message = `Exception occurred in tool: ${exception.getToolDefinition().name()} (${causeName})`;
    }
    return message;
  }
}
