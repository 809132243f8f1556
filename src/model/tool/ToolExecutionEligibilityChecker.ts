/* Ported from Spring AI ToolExecutionEligibilityChecker (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatResponse } from '../../chat/model/ChatResponse.js';
import type { ChatOptions } from '../../chat/prompt/ChatOptions.js';
import { Assert } from '../../core/Assert.js';
import { ToolCallingChatOptions } from './ToolCallingChatOptions.js';

/**
 * Decides whether a model response is a tool-call response that the chat model should handle
 * itself; `apply` (Java's `Function<ChatResponse, Boolean>`) tells tool-call responses apart.
 *
 * @remarks
 * `apply` is the one required member. Java's default methods `isToolExecutionRequired`,
 * `isToolCallResponse` and `isInternalToolExecutionEnabled` are optional; the same-named statics
 * of the companion apply Java's defaults when an implementation leaves them out, and
 * {@link ToolExecutionEligibilityChecker.from} completes a checker (or wraps a plain function).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/tool/ToolExecutionEligibilityChecker.html
 * @category Tool Calling
 */
export interface ToolExecutionEligibilityChecker {
  /** Whether `chatResponse` asks for tool calls. */
  apply(chatResponse: ChatResponse): boolean;
  /** Internal execution enabled and a tool-call response (Java's default). */
  isToolExecutionRequired?(promptOptions: ChatOptions, chatResponse: ChatResponse): boolean;
  /** `apply(chatResponse)` after a null check (Java's default). */
  isToolCallResponse?(chatResponse: ChatResponse): boolean;
  /** The options' internal-execution flag, `true` when not set (Java's default). */
  isInternalToolExecutionEnabled?(chatOptions: ChatOptions): boolean;
}

function defaultIsToolCallResponse(checker: ToolExecutionEligibilityChecker, chatResponse: ChatResponse): boolean {
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

/**
 * Statics of {@link ToolExecutionEligibilityChecker}: Java's default methods, applied where an
 * implementation leaves them out.
 *
 * @category Tool Calling
 */
export const ToolExecutionEligibilityChecker = {
  /**
   * `checker.isToolExecutionRequired(...)`, or Java's default: internal execution enabled for
   * `promptOptions` and `chatResponse` is a tool-call response.
   * @throws IllegalArgumentException `"promptOptions cannot be null"`, `"chatResponse cannot be null"`
   */
  isToolExecutionRequired(
    checker: ToolExecutionEligibilityChecker,
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
  },

  /**
   * `checker.isToolCallResponse(chatResponse)`, or Java's default: `checker.apply(chatResponse)`.
   * @throws IllegalArgumentException `"chatResponse cannot be null"`
   */
  isToolCallResponse(checker: ToolExecutionEligibilityChecker, chatResponse: ChatResponse): boolean {
    if (typeof checker.isToolCallResponse === 'function') {
      return checker.isToolCallResponse(chatResponse);
    }
    return defaultIsToolCallResponse(checker, chatResponse);
  },

  /**
   * `checker.isInternalToolExecutionEnabled(chatOptions)`, or Java's default: the options' flag
   * when they are tool-calling options with the flag set, else `true`.
   * @throws IllegalArgumentException `"chatOptions cannot be null"`
   */
  isInternalToolExecutionEnabled(checker: ToolExecutionEligibilityChecker, chatOptions: ChatOptions): boolean {
    if (typeof checker.isInternalToolExecutionEnabled === 'function') {
      return checker.isInternalToolExecutionEnabled(chatOptions);
    }
    return defaultIsInternalToolExecutionEnabled(chatOptions);
  },

  /**
   * A checker with every method, from a checker that may lack the default methods or from a
   * plain function `(response) => boolean` (a Java lambda).
   */
  from(
    checker: ToolExecutionEligibilityChecker | ((chatResponse: ChatResponse) => boolean),
  ): Required<ToolExecutionEligibilityChecker> {
    Assert.notNull(checker, 'toolExecutionEligibilityChecker cannot be null');
    const base: ToolExecutionEligibilityChecker = typeof checker === 'function' ? { apply: checker } : checker;
    return {
      apply: (chatResponse) => base.apply(chatResponse),
      isToolExecutionRequired: (promptOptions, chatResponse) =>
        ToolExecutionEligibilityChecker.isToolExecutionRequired(base, promptOptions, chatResponse),
      isToolCallResponse: (chatResponse) => ToolExecutionEligibilityChecker.isToolCallResponse(base, chatResponse),
      isInternalToolExecutionEnabled: (chatOptions) =>
        ToolExecutionEligibilityChecker.isInternalToolExecutionEnabled(base, chatOptions),
    };
  },

  /** True for objects with an `apply` method. */
  isInstance(value: unknown): value is ToolExecutionEligibilityChecker {
    return typeof value === 'object' && value !== null && typeof (value as { apply?: unknown }).apply === 'function';
  },
} as const;
