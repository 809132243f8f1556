/* Ported from Spring AI ToolExecutionEligibilityChecker (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../java/core/Assert.js';
import { ToolCallingChatOptions } from './ToolCallingChatOptions.js';

/**
 * Decides whether a model response is a tool-call response that the chat model should handle
 * itself; `apply` (Java's `Function<ChatResponse, Boolean>`) tells tool-call responses apart.
 *
 * @remarks
 * An abstract class because the Java interface has default methods (docs/porting rule [18](../../../docs/PORTING.md#rule-18-interfaces-with-default-methods)):
 * a subclass defines `apply` and inherits `isToolExecutionRequired`, `isToolCallResponse` and
 * `isInternalToolExecutionEnabled`, which compile under `strict`. A Java lambda becomes
 * {@link ToolExecutionEligibilityChecker.from}`((response) => …)`. The library still accepts, at
 * run time, an object with only `apply`; the statics of the same names apply Java's defaults to it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolExecutionEligibilityChecker.html
 * @category Tool Calling
 */
export abstract class ToolExecutionEligibilityChecker {
  /** Whether `chatResponse` asks for tool calls. */
  abstract apply(chatResponse: ChatResponse): boolean;

  /**
   * Internal tool execution is enabled for `promptOptions` and `chatResponse` is a tool-call
   * response (Java's default method).
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  isToolExecutionRequired(promptOptions: ChatOptions, chatResponse: ChatResponse): boolean {
    Assert.notNull(promptOptions, 'promptOptions cannot be null');
    Assert.notNull(chatResponse, 'chatResponse cannot be null');
    return this.isInternalToolExecutionEnabled(promptOptions) && this.isToolCallResponse(chatResponse);
  }

  /**
   * `apply(chatResponse)` after checking it (Java's default method).
   * @throws IllegalArgumentException `"chatResponse cannot be null"`
   */
  isToolCallResponse(chatResponse: ChatResponse): boolean {
    return defaultIsToolCallResponse(this, chatResponse);
  }

  /**
   * The options' `internalToolExecutionEnabled` when they are tool-calling options that set it,
   * otherwise `true` (Java's default method).
   * @throws IllegalArgumentException `"chatOptions cannot be null"`
   */
  isInternalToolExecutionEnabled(chatOptions: ChatOptions): boolean {
    return defaultIsInternalToolExecutionEnabled(chatOptions);
  }

  /**
   * `checker.isToolExecutionRequired(...)`, or Java's default for an object with only `apply`.
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  static isToolExecutionRequired(
    checker: Pick<ToolExecutionEligibilityChecker, 'apply'> & Partial<ToolExecutionEligibilityChecker>,
    promptOptions: ChatOptions,
    chatResponse: ChatResponse,
  ): boolean {
    if (typeof checker.isToolExecutionRequired === 'function') {
      return checker.isToolExecutionRequired(promptOptions, chatResponse);
    }
    Assert.notNull(promptOptions, 'promptOptions cannot be null');
    Assert.notNull(chatResponse, 'chatResponse cannot be null');
    return (
      ToolExecutionEligibilityChecker.isInternalToolExecutionEnabled(checker, promptOptions) &&
      ToolExecutionEligibilityChecker.isToolCallResponse(checker, chatResponse)
    );
  }

  /** `checker.isToolCallResponse(chatResponse)`, or Java's default for an object with only `apply`. */
  static isToolCallResponse(
    checker: Pick<ToolExecutionEligibilityChecker, 'apply'> & Partial<ToolExecutionEligibilityChecker>,
    chatResponse: ChatResponse,
  ): boolean {
    if (typeof checker.isToolCallResponse === 'function') return checker.isToolCallResponse(chatResponse);
    return defaultIsToolCallResponse(checker, chatResponse);
  }

  /** `checker.isInternalToolExecutionEnabled(chatOptions)`, or Java's default for an object without it. */
  static isInternalToolExecutionEnabled(
    checker: Pick<ToolExecutionEligibilityChecker, 'apply'> & Partial<ToolExecutionEligibilityChecker>,
    chatOptions: ChatOptions,
  ): boolean {
    if (typeof checker.isInternalToolExecutionEnabled === 'function') {
      return checker.isInternalToolExecutionEnabled(chatOptions);
    }
    return defaultIsInternalToolExecutionEnabled(chatOptions);
  }

  /**
   * A checker with every method: one that delegates to `checker` (an object with `apply` and any
   * of the other methods, or a plain function for a Java lambda), applying Java's defaults for
   * the methods it leaves out. A subclass instance is returned as it is.
   *
   * @throws IllegalArgumentException `"toolExecutionEligibilityChecker cannot be null"`
   */
  static from(
    checker: (Pick<ToolExecutionEligibilityChecker, 'apply'> & Partial<ToolExecutionEligibilityChecker>) | ((chatResponse: ChatResponse) => boolean),
  ): ToolExecutionEligibilityChecker {
    Assert.notNull(checker, 'toolExecutionEligibilityChecker cannot be null');
    if (checker instanceof ToolExecutionEligibilityChecker) return checker;
    return new DelegatingChecker(typeof checker === 'function' ? { apply: checker } : checker);
  }

  /** True for objects with an `apply` method (subclasses and plain objects alike). */
  static isInstance(value: unknown): value is ToolExecutionEligibilityChecker {
    return typeof value === 'object' && value !== null && typeof (value as { apply?: unknown }).apply === 'function';
  }
}

/** `ToolExecutionEligibilityChecker.from`: a lambda, or an object that leaves defaults out. */
class DelegatingChecker extends ToolExecutionEligibilityChecker {
  constructor(private readonly base: Pick<ToolExecutionEligibilityChecker, 'apply'> & Partial<ToolExecutionEligibilityChecker>) {
    super();
  }

  apply(chatResponse: ChatResponse): boolean {
    return this.base.apply(chatResponse);
  }

  override isToolExecutionRequired(promptOptions: ChatOptions, chatResponse: ChatResponse): boolean {
    return typeof this.base.isToolExecutionRequired === 'function'
      ? this.base.isToolExecutionRequired(promptOptions, chatResponse)
      : super.isToolExecutionRequired(promptOptions, chatResponse);
  }

  override isToolCallResponse(chatResponse: ChatResponse): boolean {
    return ToolExecutionEligibilityChecker.isToolCallResponse(this.base, chatResponse);
  }

  override isInternalToolExecutionEnabled(chatOptions: ChatOptions): boolean {
    return ToolExecutionEligibilityChecker.isInternalToolExecutionEnabled(this.base, chatOptions);
  }
}

function defaultIsToolCallResponse(checker: Pick<ToolExecutionEligibilityChecker, 'apply'>, chatResponse: ChatResponse): boolean {
  Assert.notNull(chatResponse, 'chatResponse cannot be null');
  return checker.apply(chatResponse);
}

function defaultIsInternalToolExecutionEnabled(chatOptions: ChatOptions): boolean {
  Assert.notNull(chatOptions, 'chatOptions cannot be null');
  if (ToolCallingChatOptions.isInstance(chatOptions)) {
    const enabled = chatOptions.getInternalToolExecutionEnabled();
    if (enabled !== undefined && enabled !== null) return enabled === true;
  }
  return true;
}
